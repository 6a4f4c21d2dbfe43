/**
 * Where the mock keeps uploaded PDFs (up to 50 MB each): memory under Node (the HTTP server and
 * Vitest), IndexedDB in the browser, so a demo's PDFs survive a reload beside the localStorage data.
 */
export interface PdfFileStore {
  get(id: string): Promise<Uint8Array | undefined>;
  put(id: string, bytes: Uint8Array): Promise<void>;
  clear(): Promise<void>;
}

export function memoryPdfFileStore(): PdfFileStore {
  const files = new Map<string, Uint8Array>();
  return {
    get: async (id) => files.get(id),
    put: async (id, bytes) => {
      files.set(id, bytes);
    },
    clear: async () => files.clear(),
  };
}

let current: PdfFileStore = memoryPdfFileStore();

/** The browser mock sets its IndexedDB store at start (mocks/browser.ts). */
export function setPdfFileStore(store: PdfFileStore): void {
  current = store;
}

export function pdfFileStore(): PdfFileStore {
  return current;
}

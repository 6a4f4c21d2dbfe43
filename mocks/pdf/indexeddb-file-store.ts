import type { PdfFileStore } from './file-store';

const DATABASE = 'mock-pdf-files';
const STORE = 'files';

function request<T>(action: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    action.onsuccess = () => resolve(action.result);
    action.onerror = () => reject(action.error ?? new Error('IndexedDB request failed'));
  });
}

/** The uploaded PDFs in IndexedDB (localStorage holds a few MB; a PDF may be 50). */
export function indexedDbPdfFileStore(): PdfFileStore {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => {
    opened ??= new Promise((resolve, reject) => {
      const open = indexedDB.open(DATABASE, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB unavailable'));
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) =>
    (await database()).transaction(STORE, mode).objectStore(STORE);
  return {
    get: async (id) => {
      const value: unknown = await request((await store('readonly')).get(id));
      return value instanceof Uint8Array ? value : undefined;
    },
    put: async (id, bytes) => {
      await request((await store('readwrite')).put(bytes, id));
    },
    clear: async () => {
      await request((await store('readwrite')).clear());
    },
  };
}

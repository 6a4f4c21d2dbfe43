import { setupWorker } from 'msw/browser';
import { BROWSER_STORAGE_KEY, localStoragePersistence, parseState } from './db/persistence';
import { sharedDb } from './db/shared-db';
import { handlers, socketHandlers } from './handlers';
import { canvasPictureEncoder } from './pictures/canvas-encoder';
import { setPictureEncoder } from './pictures/encoder';
import { browserPdfTextReader } from './pdf/browser-text-reader';
import { setPdfFileStore } from './pdf/file-store';
import { indexedDbPdfFileStore } from './pdf/indexeddb-file-store';
import { setPdfTextReader } from './pdf/text-reader';
import { browserClipLoader } from './videos/browser-clip-loader';
import { setClipLoader } from './videos/clip-loader';

/** msw keeps mocked Set-Cookie values (the HttpOnly refreshToken among them) in this localStorage key. */

let storageAttached = false;
let started: Promise<void> | undefined;

/** Switches the shared database to localStorage and follows writes made by other tabs. */
function attachBrowserStorage(): void {
  if (storageAttached) return;
  storageAttached = true;
  sharedDb.usePersistence(localStoragePersistence(BROWSER_STORAGE_KEY));
  window.addEventListener('storage', (event) => {
    if (event.key !== BROWSER_STORAGE_KEY || !event.newValue) return;
    try {
      const next = parseState(JSON.parse(event.newValue));
      if (next) sharedDb.replaceState(next);
    } catch {
      // Ignore a half-written value; the next write brings a whole one.
    }
  });
}

/**
 * msw calls `registration.update()` on an existing worker without handling its promise
 * (mswjs/msw#2006); when the browser refuses the update (a reload racing it: 'Not found') the page
 * gets an unhandled rejection, though the active worker keeps serving. Give those promises a handler.
 */
function quietWorkerUpdates(): void {
  const prototype = ServiceWorkerRegistration.prototype;
  const update = prototype.update;
  prototype.update = function quietUpdate(this: ServiceWorkerRegistration) {
    const result = update.call(this);
    result.catch(() => undefined);
    return result;
  };
}

/**
 * Starts the in-browser mock backend (MSW service worker at /mockServiceWorker.js). Data lives in
 * localStorage `mock-db-v1`, so it survives reloads. Safe to call more than once.
 */
export function startMockWorker(): Promise<void> {
  started ??= (async () => {
    attachBrowserStorage();
    quietWorkerUpdates();
    setPictureEncoder(canvasPictureEncoder);
    setClipLoader(browserClipLoader);
    setPdfTextReader(browserPdfTextReader);
    setPdfFileStore(indexedDbPdfFileStore());
    const worker = setupWorker(...handlers, ...socketHandlers);
    await worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  })();
  return started;
}

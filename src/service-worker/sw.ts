/**
 * The production build's service worker (`/sw.js`, built by scripts/build-service-worker.mjs; the demo
 * build keeps MSW's worker and the dev server has none). It keeps the app's own files so a reload
 * offline shows the app; it never keeps a person's data (see src/lib/offline/cache-rules.ts).
 *
 * Updates: a new build is a new `/sw.js` (its build id and file list change). The new worker installs
 * beside the running one and waits; the page offers a reload, and the 'skip-waiting' message it sends
 * then lets the new worker take over (its `activate` deletes the old build's caches).
 */
import { cacheNames, cachePlan, keptAs, SHELL_PAGE, staleCaches } from '../lib/offline/cache-rules';

/** Set by the build: the build's id and the hashed files index.html loads. */
declare const __APP_BUILD__: string;
declare const __APP_PRECACHE__: string[];

/** The little of the service worker scope this file uses (the project's types are the DOM's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const origin = scope.location.origin;
const names = cacheNames(__APP_BUILD__);

/** Stores a good answer of the app's own (never an error, a redirect or another origin's). */
function keepable(response: Response): boolean {
  return response.ok && response.type === 'basic' && !response.redirected;
}

scope.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches
        .open(names.shell)
        .then((cache) =>
          cache.addAll([SHELL_PAGE, '/config.json'].map((url) => new Request(url, { cache: 'no-cache' }))),
        ),
      caches.open(names.assets).then((cache) => cache.addAll(__APP_PRECACHE__)),
    ]),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(staleCaches(keys, __APP_BUILD__).map((key) => caches.delete(key))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === 'skip-waiting') {
    void scope.skipWaiting();
  } else if (data?.type === 'keep-assets' && Array.isArray(data.urls)) {
    // What the page loaded before this worker controlled it: kept, so the next load offline has it.
    const urls = data.urls.filter((url): url is string => typeof url === 'string');
    event.waitUntil(
      Promise.all(
        urls.map(async (url) => {
          const kind = keptAs(url, origin);
          if (!kind) return;
          const cache = await caches.open(names[kind]);
          if (await cache.match(url, { ignoreVary: true })) return;
          const response = await fetch(url).catch(() => null);
          if (response && keepable(response)) await cache.put(url, response);
        }),
      ),
    );
  }
});

async function networkFirst(request: Request, key: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (keepable(response)) {
      const copy = response.clone();
      void caches.open(names.shell).then((cache) => cache.put(key, copy));
    }
    return response;
  } catch (error) {
    const kept = await caches.match(key, { cacheName: names.shell, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    // Offline: the app's page (every route of the app is index.html; the app routes in the browser).
    const kept = await caches.match(SHELL_PAGE, { cacheName: names.shell, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: names.assets, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) {
    const copy = response.clone();
    void caches.open(names.assets).then((cache) => cache.put(request, copy));
  }
  return response;
}

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const plan = cachePlan(
    {
      url: request.url,
      method: request.method,
      mode: request.mode,
      credentials: request.credentials,
      headers: [...request.headers.keys()],
    },
    origin,
  );
  if (plan === 'pass') return;
  if (plan === 'page') event.respondWith(page(request));
  else if (plan === 'cache-first') event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, new URL(request.url).pathname));
});

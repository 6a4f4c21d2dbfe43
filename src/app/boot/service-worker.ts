import { offerAppUpdate } from '@/lib/offline/app-update';

/** How often an open tab asks for a new build, beside each time it comes back into view. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The files of this site the page loaded, some before the worker was there to keep them (it picks the app's). */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`));
}

const keepLoaded = (worker: ServiceWorker | null) =>
  worker?.postMessage({ type: 'keep-assets', urls: loadedAssets() });

/**
 * Registers the production build's service worker (/sw.js, see src/service-worker/sw.ts) and tells
 * the user when a new build is ready: the notice's Reload lets the waiting worker take over, and the
 * page reloads into the new build once it has. Boot loads this chunk after the page's `load`.
 */
export async function registerAppWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register('/sw.js', { scope: '/' });
  } catch {
    return; // no worker (private mode, a blocked worker): the app works as before, without offline
  }
  let controlled = Boolean(container.controller);
  let asked = false;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };
  const offer = (worker: ServiceWorker) =>
    offerAppUpdate(() => {
      asked = true;
      worker.postMessage({ type: 'skip-waiting' });
    });
  container.addEventListener('controllerchange', () => {
    // The first worker taking this page over is not news; a worker replacing one is a new build, taken
    // here (Reload) or in another tab, whose files this page's older code may no longer find.
    if (!controlled) {
      controlled = true;
      keepLoaded(container.controller); // what loaded while the worker was taking over
      return;
    }
    if (asked) reload();
    else offerAppUpdate(reload);
  });
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer(worker);
    });
  };
  if (registration.waiting && container.controller) offer(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));

  keepLoaded((await container.ready).active);

  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

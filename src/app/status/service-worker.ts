import { whenIdle } from '@/lib/when-idle';

/** How often an open tab asks for a new build, beside each time it comes back into view. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** This site's files among `entries` (the worker picks the app's own). */
const ownFiles = (entries: PerformanceEntryList) =>
  entries.map((entry) => entry.name).filter((url) => url.startsWith(`${location.origin}/`));

/** Tells the worker the files the page loaded, some before the worker was there to keep them. */
const keep = (worker: ServiceWorker | null | undefined, entries: PerformanceEntryList) =>
  worker?.postMessage({ type: 'keep-assets', urls: ownFiles(entries) });

const keepLoaded = (worker: ServiceWorker | null | undefined) =>
  keep(worker, performance.getEntriesByType('resource'));

/**
 * Registers the production build's service worker (/sw.js, see src/service-worker/sw.ts). Only this
 * much runs on every page: the registration, telling the worker what the page loaded, and the checks
 * for a new build. What follows a new build (the update notice's card, taking the new worker, the
 * reload) is a chunk of its own, `app-updates.tsx`, fetched when a new build is found: most visits
 * never need it.
 */
function registerAppWorker(container: ServiceWorkerContainer): void {
  container.register('/sw.js', { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // Playwright's blocked workers register as nothing, as a browser may one day.
      if (!registration) return;
      let controlled = Boolean(container.controller);
      // When the worker takes the page over (first visit), what loads then is fetched through it and
      // kept; what loaded before is listed to it below. A request that left before and ended after is
      // in neither: it is listed to the worker when it ends.
      let controlledAt = controlled ? 0 : Infinity;
      if (!controlled && typeof PerformanceObserver === 'function')
        new PerformanceObserver((list) => {
          const late = list.getEntries().filter((entry) => entry.startTime < controlledAt);
          if (late.length > 0 && container.controller) keep(container.controller, late);
        }).observe({ type: 'resource' });
      // A new build: one installing or waiting while a worker controls the page, or one taking the
      // page over (here or from another tab) from the worker that did.
      const follow = (replaced: boolean) =>
        void import('./app-updates')
          .then(({ followUpdates }) => followUpdates(registration, container, replaced))
          .catch(() => undefined);
      container.addEventListener('controllerchange', () => {
        // The first worker taking this page over is not news: it is told what loaded meanwhile.
        if (controlled) follow(true);
        else keepLoaded(container.controller);
        controlled = true;
        controlledAt = Math.min(controlledAt, performance.now());
      });
      registration.addEventListener('updatefound', () => {
        if (container.controller) follow(false);
      });
      if (container.controller && (registration.waiting || registration.installing)) follow(false);
      void container.ready.then((ready) => keepLoaded(ready.active));

      const check = () => void registration.update().catch(() => undefined);
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
    () => undefined, // no worker (private mode, a blocked worker): the app works as before, without offline
  );
}

/**
 * How long after the page's load the worker is registered. A single-page app's `load` comes before its
 * first page has rendered; the worker's install (its script, the files it keeps) then took CPU and
 * bandwidth from that first page on a two-core phone (issue #30).
 */
const REGISTER_AFTER_LOAD_MS = 3000;

let started = false;

/**
 * The app's root starts the worker once the page has loaded and settled, so its install takes nothing
 * from the first load; the dev server and the demo build (MSW's worker owns their scope) have none.
 */
export function startAppWorker(): void {
  if (started || !import.meta.env.PROD || __DEMO_BACKEND__ || !('serviceWorker' in navigator)) return;
  started = true;
  const register = () => registerAppWorker(navigator.serviceWorker);
  const start = () => setTimeout(() => whenIdle(register, REGISTER_AFTER_LOAD_MS), REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

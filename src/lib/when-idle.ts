/**
 * Runs `task` once the browser is idle (after the page's first paint and its startup tasks), or after
 * `timeout` ms at the latest; where requestIdleCallback is missing (Safari), after a short timer. Returns a
 * cancel function, for an effect's cleanup.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * Fetches code the page is likely to need once it is idle, not while the browser is offline (it could
 * not arrive; the control that needs it loads it again when used). A failed fetch is left for that too.
 */
export function preloadWhenIdle(load: () => unknown): () => void {
  return whenIdle(() => {
    if (navigator.onLine === false) return;
    void Promise.resolve(load()).catch(() => undefined);
  });
}

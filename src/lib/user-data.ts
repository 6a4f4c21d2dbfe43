import { deleteCookie, listCookieNames, readCookie } from './cookies';
import { APP_CACHE_PREFIX } from './offline/cache-rules';

/**
 * What a browser keeps when a person logs out or their session ends: device settings only. Everything
 * else this app stored is someone's (drafts `chatDraft:*`, own API keys `{endpoint}_token`, last
 * models and tools, plan and session cookies...) and is removed, so the next person on this browser
 * sees none of it. An allow-list, so a key added later is private unless it is named here.
 */
export const DEVICE_STORAGE_KEYS: readonly string[] = ['theme', 'navVisible', 'headerHidden'];
export const DEVICE_COOKIES: readonly string[] = ['locales', 'chat_dsng'];
/** The in-browser demo backend's own storage: the server's side, not the app's. */
const BACKEND_STORAGE_PREFIXES: readonly string[] = ['mock-db-', '__msw'];

const keeps = (key: string) =>
  DEVICE_STORAGE_KEYS.includes(key) || BACKEND_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix));

function storageKeys(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null,
  );
}

/**
 * Cache Storage: the service worker keeps only the app's own files there (src/lib/offline/cache-rules.ts),
 * the same for every person; any other cache is deleted, whoever made it.
 */
function clearOtherCaches(): void {
  const storage = globalThis.caches as CacheStorage | undefined;
  if (!storage) return;
  storage
    .keys()
    .then((names) =>
      Promise.all(
        names.filter((name) => !name.startsWith(APP_CACHE_PREFIX)).map((name) => storage.delete(name)),
      ),
    )
    .catch(() => undefined);
}

const beforeClear = new Set<() => void>();

/**
 * `stop` runs first when the user's data is cleared: a write still pending then (a draft typed just
 * before logging out) is dropped, so nothing of theirs is stored again after the clear.
 */
export function beforeUserDataClear(stop: () => void): void {
  beforeClear.add(stop);
}

/** Removes every per-user key of localStorage and sessionStorage, every per-user cookie and cache. */
export function clearUserData(): void {
  for (const stop of beforeClear) stop();
  clearOtherCaches();
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    if (!storage) continue;
    try {
      for (const key of storageKeys(storage)) if (!keeps(key)) storage.removeItem(key);
    } catch {
      // Storage disabled: nothing was kept there either.
    }
  }
  const paths = new Set(['/', typeof location === 'undefined' ? '/' : location.pathname]);
  for (const name of listCookieNames()) {
    if (DEVICE_COOKIES.includes(name)) continue;
    for (const path of paths) deleteCookie(name, path);
  }
}

/** True while a signed-in person's cookies are in this browser (set at sign-in, cleared with the session). */
export function hasSignedInCookies(): boolean {
  return Boolean(readCookie('user_email') || readCookie('aiwp_logged_in'));
}

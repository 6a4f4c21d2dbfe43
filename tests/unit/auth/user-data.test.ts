// @vitest-environment jsdom
import { readCookie, writeCookie } from '@/lib/cookies';
import { clearUserData } from '@/lib/user-data';

const PER_USER_STORAGE = [
  'chatDraft:new',
  'chatDraft:5f0c2b1e-1111-4222-8333-944445555666',
  'openAI_token',
  'google_token',
  'azureOpenAI_token',
  'lastSelectedTools',
  'lastSelectedModel',
  'aiModelState',
  'lastConversationSetup',
  'lastBingSettings',
  'some-key-added-later',
];
const PER_USER_COOKIES = [
  'token',
  'user_plan',
  'user_email',
  'aiwp_logged_in',
  'access_endpoint',
  'ppg',
  'reg_pop',
];

describe('clearUserData', () => {
  it('removes every per-user key and cookie and keeps the device settings', () => {
    for (const key of PER_USER_STORAGE) localStorage.setItem(key, 'x');
    sessionStorage.setItem('anything', 'x');
    for (const key of ['theme', 'navVisible', 'headerHidden', 'mock-db-v1', '__msw-cookie-store__'])
      localStorage.setItem(key, 'kept');
    for (const name of [...PER_USER_COOKIES, 'locales', 'chat_dsng']) writeCookie(name, 'v');

    clearUserData();

    for (const key of PER_USER_STORAGE) expect(localStorage.getItem(key), key).toBeNull();
    expect(sessionStorage.length).toBe(0);
    for (const key of ['theme', 'navVisible', 'headerHidden', 'mock-db-v1', '__msw-cookie-store__'])
      expect(localStorage.getItem(key), key).toBe('kept');
    for (const name of PER_USER_COOKIES) expect(readCookie(name), name).toBeNull();
    expect(readCookie('locales')).toBe('v');
    expect(readCookie('chat_dsng')).toBe('v');
  });
});

describe('clearUserData and Cache Storage', () => {
  it("deletes every cache but the service worker's own (the app's files, the same for everyone)", async () => {
    const names = ['app-shell-abc', 'app-assets-abc', 'someone-else', 'pdf-cache'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: () => Promise.resolve(names),
      delete: (name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      },
    });
    try {
      clearUserData();
      await vi.waitFor(() => expect(deleted).toEqual(['someone-else', 'pdf-cache']));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

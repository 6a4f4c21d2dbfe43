// @vitest-environment jsdom
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies';

describe('readCookie', () => {
  afterEach(() => {
    deleteCookie('plan');
    deleteCookie('ppg');
    vi.restoreAllMocks();
  });

  it('reads document.cookie once a task, however many cookies it is asked for', () => {
    document.cookie = 'plan=pro; path=/';
    document.cookie = 'ppg=a%20b; path=/';
    const getter = vi.spyOn(Document.prototype, 'cookie', 'get');
    expect(readCookie('plan')).toBe('pro');
    expect(readCookie('ppg')).toBe('a b');
    expect(readCookie('missing')).toBeNull();
    expect(getter).toHaveBeenCalledTimes(1);
  });

  it('sees its own writes at once, and a change made elsewhere from the next task', async () => {
    writeCookie('plan', 'free');
    expect(readCookie('plan')).toBe('free');
    writeCookie('plan', 'pro');
    expect(readCookie('plan')).toBe('pro');
    deleteCookie('plan');
    expect(readCookie('plan')).toBeNull();
    // Set by something else (a response's Set-Cookie): read again once this task is over.
    document.cookie = 'plan=team; path=/';
    await Promise.resolve();
    expect(readCookie('plan')).toBe('team');
  });
});

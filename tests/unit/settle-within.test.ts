import { settleWithin } from '@/lib/settle-within';

describe('settleWithin', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the value in time, the fallback on a failure or after the wait', async () => {
    vi.useFakeTimers();
    await expect(settleWithin(Promise.resolve('answer'), 100, 'fallback')).resolves.toBe('answer');
    await expect(settleWithin(Promise.reject(new Error('no')), 100, 'fallback')).resolves.toBe('fallback');
    const late = settleWithin(new Promise<string>(() => {}), 100, 'fallback');
    await vi.advanceTimersByTimeAsync(100);
    await expect(late).resolves.toBe('fallback');
  });
});

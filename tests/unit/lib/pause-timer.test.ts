import { createPauseTimer } from '@/lib/pause-timer';

describe('a pause timer (issue #43)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('acts once, when the pokes have been quiet for the whole delay', () => {
    const action = vi.fn();
    const timer = createPauseTimer(100, action);
    for (let key = 0; key < 5; key++) {
      timer.poke();
      vi.advanceTimersByTime(60);
    }
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(39);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('keeps one timer however many pokes come', () => {
    const timer = createPauseTimer(100, () => undefined);
    for (let key = 0; key < 20; key++) {
      timer.poke();
      vi.advanceTimersByTime(10);
    }
    expect(vi.getTimerCount()).toBe(1);
  });

  it('waits no longer than the delay when the clock is set back', () => {
    const action = vi.fn();
    const timer = createPauseTimer(100, action);
    vi.setSystemTime(Date.now() + 10_000);
    timer.poke();
    vi.setSystemTime(Date.now() - 10_000);
    vi.advanceTimersByTime(200);
    expect(action).toHaveBeenCalledTimes(1);
  });
});

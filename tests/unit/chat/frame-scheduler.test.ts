// @vitest-environment jsdom
import { frameScheduler } from '@/features/chat/lib/frame-scheduler';

/** Presses a key the way the page hears it (the scheduler listens on the window). */
const pressKey = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));

describe('frameScheduler (a streamed reply patched at most once per frame)', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'],
    });
  });
  afterEach(() => vi.useRealTimers());

  it('runs only the latest of the patches scheduled before a frame', () => {
    const frames = frameScheduler();
    const ran: string[] = [];
    frames.schedule(() => ran.push('first'));
    frames.schedule(() => ran.push('second'));
    vi.advanceTimersByTime(16);
    expect(ran).toEqual(['second']);
  });

  it('waits while keys are pressed, so the frame answering a key carries no patch', () => {
    const frames = frameScheduler();
    const ran: number[] = [];
    pressKey();
    frames.schedule(() => ran.push(performance.now()));
    vi.advanceTimersByTime(32);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(32);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toBeGreaterThanOrEqual(40);
  });

  it('does not wait longer than 150 ms under steady typing', () => {
    const frames = frameScheduler();
    const ran: number[] = [];
    frames.schedule(() => ran.push(performance.now()));
    for (let elapsed = 0; elapsed < 200 && ran.length === 0; elapsed += 16) {
      pressKey();
      vi.advanceTimersByTime(16);
    }
    expect(ran).toHaveLength(1);
    expect(ran[0]).toBeLessThanOrEqual(170);
  });

  it('flush runs the pending patch at once and cancels its frame', () => {
    const frames = frameScheduler();
    const ran: string[] = [];
    frames.schedule(() => ran.push('patch'));
    frames.flush();
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['patch']);
  });
});

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

describe('frameScheduler on a slow phone (frames driven by hand)', () => {
  let queued: FrameRequestCallback[] = [];
  /** Runs the callbacks queued before this frame, as the browser does, at `time`. */
  const frame = (time: number) => {
    vi.spyOn(performance, 'now').mockReturnValue(time);
    const run = queued;
    queued = [];
    run.forEach((callback) => callback(time));
  };
  beforeEach(() => {
    queued = [];
    vi.spyOn(performance, 'now').mockReturnValue(0);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queued.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the patch out of the frame that answers the key, however late that frame comes', () => {
    const frames = frameScheduler();
    const ran: number[] = [];
    frames.schedule(() => ran.push(performance.now()));
    pressKey();
    // The key's handlers ran 60 ms at 4x CPU slowdown: past the quiet time when its frame comes.
    frame(60);
    expect(ran).toEqual([]);
    frame(77);
    frame(94);
    expect(ran).toEqual([94]);
  });

  /** A time long after any key pressed by the tests above. */
  const at = (ms: number) => 60_000 + ms;

  /** Two replies streaming, each with a patch waiting, at a time long after any key. */
  const twoPendingStreams = () => {
    vi.spyOn(performance, 'now').mockReturnValue(at(0));
    const [first, second] = [frameScheduler(), frameScheduler()];
    const ran: string[] = [];
    first.schedule(() => ran.push('first'));
    second.schedule(() => ran.push('second'));
    return { first, ran };
  };

  it('patches every streaming reply in the same frame, so React renders them together', () => {
    const { ran } = twoPendingStreams();
    expect(queued).toHaveLength(1);
    frame(at(16));
    expect(ran).toEqual(['first', 'second']);
  });

  it('after a frame the patches made slow, waits as long again before the next patch', () => {
    vi.spyOn(performance, 'now').mockReturnValue(at(0));
    const frames = frameScheduler();
    const ran: number[] = [];
    frames.schedule(() => ran.push(performance.now()));
    frame(at(16));
    frames.schedule(() => ran.push(performance.now()));
    // The frame after the patch came 60 ms later: the patch cost about 60 ms of the main thread.
    frame(at(76));
    frame(at(93));
    frame(at(110));
    expect(ran).toEqual([at(16)]);
    frame(at(137));
    expect(ran).toEqual([at(16), at(137)]);
  });

  it('keeps patching every frame while frames stay short', () => {
    vi.spyOn(performance, 'now').mockReturnValue(at(0));
    const frames = frameScheduler();
    const ran: number[] = [];
    const times = [16, 33, 50, 67].map(at);
    for (const time of times) {
      frames.schedule(() => ran.push(performance.now()));
      frame(time);
    }
    expect(ran).toEqual(times);
  });

  it('flush runs only its own stream; the other waits for the frame', () => {
    const { first, ran } = twoPendingStreams();
    first.flush();
    expect(ran).toEqual(['first']);
    frame(at(16));
    expect(ran).toEqual(['first', 'second']);
  });
});

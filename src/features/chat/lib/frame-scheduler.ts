import { inputAwaitsFrame, msSinceInput, watchInput } from '@/lib/recent-input';

/**
 * A patch waits while the user presses keys or clicks, so the frame that answers their press paints
 * without the reply's work in it (issue #30): until that frame has run (at 4x CPU slowdown a key's own
 * handling outlasts any fixed quiet time), and for this long after the press...
 */
const INPUT_QUIET_MS = 40;
/** ...but not longer than this: under steady typing the reply still moves several times a second. */
const MAX_PATCH_WAIT_MS = 150;

/** Partial texts arrive per token; the chat is patched at most once per frame. */
export function frameScheduler(): { schedule: (run: () => void) => void; flush: () => void } {
  watchInput();
  let pending: (() => void) | null = null;
  let handle: number | null = null;
  let scheduledAt = 0;
  const raf =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame
      : (cb: FrameRequestCallback) => setTimeout(() => cb(performance.now()), 16) as unknown as number;
  const caf =
    typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : (id: number) => clearTimeout(id);
  const flush = () => {
    if (handle !== null) caf(handle);
    handle = null;
    const run = pending;
    pending = null;
    run?.();
  };
  const onFrame = () => {
    handle = null;
    const inputBusy = inputAwaitsFrame() || msSinceInput() < INPUT_QUIET_MS;
    if (inputBusy && performance.now() - scheduledAt < MAX_PATCH_WAIT_MS) {
      handle = raf(onFrame);
      return;
    }
    flush();
  };
  return {
    schedule(run) {
      pending = run;
      if (handle === null) {
        scheduledAt = performance.now();
        handle = raf(onFrame);
      }
    },
    flush,
  };
}

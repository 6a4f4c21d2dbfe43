import { inputAwaitsFrame, msSinceInput, watchInput } from '@/lib/recent-input';

/**
 * A patch waits while the user presses keys or clicks, so the frame that answers their press paints
 * without the reply's work in it (issue #30): until that frame has run (at 4x CPU slowdown a key's own
 * handling outlasts any fixed quiet time), and for this long after the press...
 */
const INPUT_QUIET_MS = 40;
/** ...but not longer than this: under steady typing, or on a slow phone, the replies still move. */
const MAX_PATCH_WAIT_MS = 150;
/** A frame that took longer than this after a patch was slowed by it (a frame is 16.7 ms at 60 Hz)... */
const FRAME_MS = 20;
/** ...and the next patch waits as long again as the patch's frame took: the page stays free half the time. */
const IDLE_PER_BUSY = 1;

type Run = () => void;

/**
 * Every reply streaming in the tab (one, or the answers of a compare) is patched from one frame loop: all
 * their pending patches run in the same task, so React renders them together, once a frame at most. On a
 * slow device, where a frame with a patch takes longer than a frame should, the loop waits as long again
 * before the next patch, so that keys and clicks find the main thread free (issue #44).
 */
const pending = new Map<symbol, Run>();
let handle: number | null = null;
let waitingSince = 0;
let nextPatchAt = 0;
/** When the last patches ran, until the frame after them measured their cost. */
let patchedAt: number | null = null;

const raf = (callback: FrameRequestCallback): number =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : (setTimeout(() => callback(performance.now()), 16) as unknown as number);
const caf = (id: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id);

function requestFrame() {
  if (handle === null) handle = raf(onFrame);
}

function runPending() {
  const runs = [...pending.values()];
  pending.clear();
  patchedAt = performance.now();
  for (const run of runs) run();
}

function onFrame() {
  handle = null;
  const now = performance.now();
  if (patchedAt !== null) {
    const cost = now - patchedAt;
    nextPatchAt = cost > FRAME_MS ? now + cost * IDLE_PER_BUSY : 0;
    patchedAt = null;
  }
  if (pending.size === 0) return;
  const inputBusy = inputAwaitsFrame() || msSinceInput() < INPUT_QUIET_MS;
  if ((inputBusy || now < nextPatchAt) && now - waitingSince < MAX_PATCH_WAIT_MS) {
    requestFrame();
    return;
  }
  runPending();
  // One more frame measures what these patches cost.
  requestFrame();
}

/** Partial texts arrive per token; a stream's latest patch runs with the others' in the next free frame. */
export function frameScheduler(): { schedule: (run: Run) => void; flush: () => void } {
  watchInput();
  if (pending.size === 0) {
    // Nothing waits: the loop starts afresh (a measurement frame left over would only measure idle time).
    if (handle !== null) caf(handle);
    handle = null;
    patchedAt = null;
    nextPatchAt = 0;
  }
  const key = Symbol('stream');
  return {
    schedule(run) {
      if (pending.size === 0) waitingSince = performance.now();
      pending.set(key, run);
      requestFrame();
    },
    /** Runs this stream's pending patch now (its final event or its end follows). */
    flush() {
      const run = pending.get(key);
      pending.delete(key);
      if (pending.size === 0 && handle !== null && patchedAt === null) {
        caf(handle);
        handle = null;
      }
      run?.();
    },
  };
}

/**
 * When the user last pressed a key or a pointer button, and whether the frame answering that press has
 * been drawn yet: for work that can wait a frame or two while they type or click (a streamed reply's next
 * patch, issue #30). Listened to on the window, in the capture phase, so no handler that stops an event
 * hides it.
 */
let lastInputAt = Number.NEGATIVE_INFINITY;
let watching = false;
/** Counts presses; the frame chain a press starts clears `unanswered` only if no press came after it. */
let presses = 0;
let unanswered = false;

const note = () => {
  lastInputAt = performance.now();
  const press = ++presses;
  unanswered = true;
  if (typeof requestAnimationFrame !== 'function') return;
  // The first callback runs in the frame that answers the press; the second in the frame after it.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (press === presses) unanswered = false;
    }),
  );
};

/** Starts listening (once; later calls do nothing). */
export function watchInput(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  for (const type of ['keydown', 'pointerdown'] as const) {
    window.addEventListener(type, note, { capture: true, passive: true });
  }
}

/** Milliseconds since the last key or pointer press (Infinity before the first one). */
export const msSinceInput = (): number => performance.now() - lastInputAt;

/**
 * True from a press until the frame that answers it has run: however long a slow phone took to handle the
 * press, work put off while this holds stays out of that frame.
 */
export const inputAwaitsFrame = (): boolean => unanswered;

/**
 * When the user last pressed a key or a pointer button, for work that can wait a frame or two while they
 * type or click: a streamed reply's next patch (issue #30). Listened to on the window, in the capture phase,
 * so no handler that stops an event hides it.
 */
let lastInputAt = Number.NEGATIVE_INFINITY;
let watching = false;

const note = () => {
  lastInputAt = performance.now();
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

import { useEffect, useState } from 'react';

/** Runs `callback` after the next frame has been painted (a task queued from that frame's callback). */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the caller's first frame has been painted, when `wait` is true at its first render (true
 * at once otherwise): a part that may come a frame later keeps its cost out of the frame the user waits for.
 */
export function useAfterFirstPaint(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}

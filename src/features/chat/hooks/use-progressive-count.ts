import { startTransition, useEffect, useState } from 'react';

/** Characters of markdown a reply shows at once; a longer one shows the rest in steps of this size. */
export const PROGRESSIVE_STEP_CHARS = 16_000;

/** How many of `blocks` fit, in order, within `chars` characters (at least one). */
function blocksWithin(blocks: readonly string[], chars: number): number {
  let used = 0;
  let count = 0;
  for (const block of blocks) {
    if (count > 0 && used + block.length > chars) break;
    used += block.length;
    count += 1;
  }
  return count;
}

/**
 * How many blocks to render: all of an ordinary reply at once; of a huge one (opened from the history)
 * the first PROGRESSIVE_STEP_CHARS, then more in low-priority steps that React can interrupt between
 * blocks, so the page stays responsive while the rest appears. `all`: everything now (a streaming reply
 * grows a little at a time anyway).
 */
export function useProgressiveCount(blocks: readonly string[], all = false): number {
  const [steps, setSteps] = useState(1);
  const shown = all ? blocks.length : blocksWithin(blocks, steps * PROGRESSIVE_STEP_CHARS);
  useEffect(() => {
    if (shown >= blocks.length) return;
    const timer = setTimeout(() => startTransition(() => setSteps((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, blocks.length]);
  return shown;
}

import { useEffect, useState } from 'react';
import { REVEAL_TICK_MS, revealed, ticksToReveal } from '../lib/reveal';

/**
 * `text` revealed 20 characters a tick (spec section 9), from the moment it arrives; `done` once all
 * of it shows. The interval is the effect's own: it stops with the text, or when the caller unmounts.
 */
export function useRevealedText(text: string | null): { shown: string; done: boolean } {
  const [ticks, setTicks] = useState<{ text: string | null; count: number }>({ text, count: 0 });
  const count = ticks.text === text ? ticks.count : 0;
  const total = text === null ? 0 : ticksToReveal(text);
  const done = count >= total;

  useEffect(() => {
    if (text === null || done) return;
    const timer = setInterval(
      () => setTicks((last) => ({ text, count: (last.text === text ? last.count : 0) + 1 })),
      REVEAL_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [text, done]);

  return { shown: text === null ? '' : revealed(text, count), done };
}

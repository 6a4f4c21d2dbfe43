/** Spec section 9: a PDF reply is revealed 20 characters a tick. */
export const REVEAL_CHARS = 20;
export const REVEAL_TICK_MS = 30;

/** The text shown after `ticks` ticks (whole code points, so an emoji is never cut in half). */
export function revealed(text: string, ticks: number): string {
  return Array.from(text)
    .slice(0, Math.max(0, ticks) * REVEAL_CHARS)
    .join('');
}

export const ticksToReveal = (text: string) => Math.ceil(Array.from(text).length / REVEAL_CHARS);

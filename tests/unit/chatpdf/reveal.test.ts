import { REVEAL_CHARS, revealed, ticksToReveal } from '@/features/chatpdf/lib/reveal';

describe('reply reveal', () => {
  it('shows 20 more characters a tick until the whole reply is there', () => {
    const reply = 'x'.repeat(45);
    expect(REVEAL_CHARS).toBe(20);
    expect(ticksToReveal(reply)).toBe(3);
    expect([0, 1, 2, 3, 4].map((ticks) => revealed(reply, ticks).length)).toEqual([0, 20, 40, 45, 45]);
  });
  it('never cuts a character made of two code units', () => {
    const reply = `${'a'.repeat(19)}😀b`;
    expect(revealed(reply, 1)).toBe(`${'a'.repeat(19)}😀`);
  });
});

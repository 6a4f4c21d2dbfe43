import { describe, expect, it } from 'vitest';
import {
  CHARACTERS_PER_LINE,
  FOLDED_LINES,
  isLongPrompt,
  shownLineCount,
} from '@/features/chat/lib/prompt-fold';

const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n');

describe('the fold rule (issue #43: a prompt longer than about twelve lines shows folded)', () => {
  it('folds thirteen lines, not twelve', () => {
    expect(FOLDED_LINES).toBe(12);
    expect(isLongPrompt(lines(12))).toBe(false);
    expect(isLongPrompt(lines(13))).toBe(true);
  });

  it('counts a long line as the lines it wraps to in the bubble', () => {
    const wide = 'x'.repeat(CHARACTERS_PER_LINE);
    expect(shownLineCount(wide)).toBe(1);
    expect(shownLineCount(`${wide}y`)).toBe(2);
    expect(isLongPrompt('word '.repeat((CHARACTERS_PER_LINE * 12) / 5))).toBe(false);
    expect(isLongPrompt('word '.repeat((CHARACTERS_PER_LINE * 12) / 5 + 1))).toBe(true);
  });

  it('counts blank lines, but not the blank end of a paste', () => {
    expect(shownLineCount('a\n\nb')).toBe(3);
    expect(isLongPrompt(`${lines(12)}\n\n\n\n`)).toBe(false);
  });
});

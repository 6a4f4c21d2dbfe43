/** A prompt longer than this many lines shows folded (issue #43: "about twelve lines"). */
export const FOLDED_LINES = 12;

/**
 * Characters of a line in the message bubble at its widest (48rem less its padding, at the body's size):
 * a paragraph longer than this wraps, and counts as the lines it takes there.
 */
export const CHARACTERS_PER_LINE = 80;

/** The lines a text takes in a wide bubble: each line of it, and a long one as the lines it wraps to. */
export function shownLineCount(text: string): number {
  return text
    .split('\n')
    .reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / CHARACTERS_PER_LINE)), 0);
}

/** Whether a prompt shows folded, with "Show more". */
export function isLongPrompt(text: string): boolean {
  return shownLineCount(text.replace(/\s+$/, '')) > FOLDED_LINES;
}

const TAB = 9;
const CR = 13;
const SPACE = 32;
const PLUS = 43;
const DASH = 45;
const STAR = 42;
const DOT = 46;
const CLOSE_PAREN = 41;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const BACKTICK = 96;
const TILDE = 126;

const isSpace = (code: number) => code === SPACE || code === TAB || code === CR;

/**
 * Splits markdown into top-level blocks at blank lines outside fenced code blocks, so that a streaming
 * reply can re-parse only its last block. Rendering the blocks one after another looks the same as
 * rendering the whole text: a blank line is only a boundary when the next line starts at column 0 and
 * does not continue a list of the current block (loose lists, item paragraphs and indented code stay in
 * one block). An unclosed fence runs to the end. Blocks carry no surrounding blank lines.
 *
 * One pass over the text without per-line strings: it runs on every streamed token.
 */
export function splitMarkdownBlocks(text: string): string[] {
  const blocks: string[] = [];
  const length = text.length;
  let blockStart = -1;
  let blockEnd = 0;
  let blockHasList = false;
  let afterBlank = false;
  let fenceChar = 0;
  let fenceLength = 0;
  let lineStart = 0;

  while (lineStart < length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = length;
    const contentEnd = lineEnd > lineStart && text.charCodeAt(lineEnd - 1) === CR ? lineEnd - 1 : lineEnd;

    let first = lineStart;
    let indent = 0;
    while (first < contentEnd && isSpace(text.charCodeAt(first))) {
      indent += text.charCodeAt(first) === TAB ? 4 : 1;
      first++;
    }
    const blank = first === contentEnd;

    if (fenceChar !== 0) {
      if (!blank) {
        blockEnd = contentEnd;
        if (indent < 4 && closesFence(text, first, contentEnd, fenceChar, fenceLength)) fenceChar = 0;
      }
    } else if (blank) {
      afterBlank = blockStart !== -1;
    } else {
      if (blockStart === -1) {
        blockStart = lineStart;
      } else if (afterBlank && indent === 0 && !(blockHasList && isListItem(text, first, contentEnd))) {
        blocks.push(text.slice(blockStart, blockEnd));
        blockStart = lineStart;
        blockHasList = false;
      }
      afterBlank = false;
      blockEnd = contentEnd;
      if (indent < 4) {
        const run = fenceRun(text, first, contentEnd);
        if (run > 0) {
          fenceChar = text.charCodeAt(first);
          fenceLength = run;
        } else if (!blockHasList && isListItem(text, first, contentEnd)) {
          blockHasList = true;
        }
      }
    }
    lineStart = lineEnd + 1;
  }

  if (blockStart !== -1) blocks.push(text.slice(blockStart, blockEnd));
  return blocks;
}

function runOf(text: string, from: number, end: number, code: number): number {
  let index = from;
  while (index < end && text.charCodeAt(index) === code) index++;
  return index - from;
}

/** Length of the opening fence at `first`, or 0 when the line does not open one. */
function fenceRun(text: string, first: number, end: number): number {
  const code = text.charCodeAt(first);
  if (code !== BACKTICK && code !== TILDE) return 0;
  const run = runOf(text, first, end, code);
  if (run < 3) return 0;
  // A backtick fence's info string may not contain backticks (that is inline code).
  if (code === BACKTICK) {
    for (let index = first + run; index < end; index++) if (text.charCodeAt(index) === BACKTICK) return 0;
  }
  return run;
}

function closesFence(text: string, first: number, end: number, code: number, minLength: number): boolean {
  const run = runOf(text, first, end, code);
  if (run < minLength) return false;
  for (let index = first + run; index < end; index++) if (!isSpace(text.charCodeAt(index))) return false;
  return true;
}

/** `- `, `* `, `+ `, `1. ` or `1) ` (or the marker alone on the line). */
function isListItem(text: string, first: number, end: number): boolean {
  let index = first;
  const code = text.charCodeAt(index);
  if (code === DASH || code === STAR || code === PLUS) {
    index++;
  } else {
    const digits = runOfDigits(text, index, end);
    if (digits === 0 || digits > 9) return false;
    index += digits;
    const delimiter = text.charCodeAt(index);
    if (delimiter !== DOT && delimiter !== CLOSE_PAREN) return false;
    index++;
  }
  return index >= end || isSpace(text.charCodeAt(index));
}

function runOfDigits(text: string, from: number, end: number): number {
  let index = from;
  while (index < end) {
    const code = text.charCodeAt(index);
    if (code < DIGIT_0 || code > DIGIT_9) break;
    index++;
  }
  return index - from;
}

/** The most characters one block may hold: the markdown parser slows down sharply on longer ones. */
export const MAX_BLOCK_CHARS = 4000;

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})[^\n]*\n/;

/** Where to cut `text` at or before `max`: after a line end, else after a space, else at `max`. */
function cutPoint(text: string, max: number): number {
  const newline = text.lastIndexOf('\n', max - 1);
  if (newline > max / 2) return newline + 1;
  const space = text.lastIndexOf(' ', max - 1);
  return space > max / 2 ? space + 1 : max;
}

/** A fenced code block cut into several fenced blocks with the same opening line. */
function splitFence(block: string, max: number): string[] {
  const open = FENCE_OPEN.exec(block);
  if (!open) return [];
  const fence = open[1] ?? '```';
  const closing = new RegExp(`\\n {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
  const body = block.slice(open[0].length).replace(closing, '');
  const pieces: string[] = [];
  for (let rest = body; rest.length > 0;) {
    const cut = rest.length <= max ? rest.length : cutPoint(rest, max);
    pieces.push(`${open[0]}${rest.slice(0, cut).replace(/\n$/, '')}\n${fence}`);
    rest = rest.slice(cut);
  }
  return pieces;
}

/**
 * Cuts blocks longer than `max` characters into pieces (code blocks into several code blocks), so a
 * huge reply parses in bounded steps. Blocks that fit are returned as they are (same strings), and a
 * growing last block is cut at the same places as it grows, so earlier pieces keep their identity.
 */
export function boundMarkdownBlocks(blocks: readonly string[], max = MAX_BLOCK_CHARS): string[] {
  const out: string[] = [];
  for (const block of blocks) {
    if (block.length <= max) {
      out.push(block);
      continue;
    }
    const fenced = splitFence(block, max);
    if (fenced.length > 0) {
      out.push(...fenced);
      continue;
    }
    for (let rest = block; rest.length > 0;) {
      const cut = rest.length <= max ? rest.length : cutPoint(rest, max);
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
  }
  return out;
}

/**
 * Whether the fenced code block written as `source` (opening line to its end) has its closing fence: a
 * fence still open mid-stream runs to the end of the text without one.
 */
export function isClosedFence(source: string): boolean {
  const open = FENCE_OPEN.exec(source);
  const fence = open?.[1];
  if (!open || !fence) return false;
  const lastLine = source.slice(source.lastIndexOf('\n') + 1).trim();
  return (
    source.length > open[0].length &&
    lastLine.length >= fence.length &&
    [...lastLine].every((char) => char === fence[0])
  );
}

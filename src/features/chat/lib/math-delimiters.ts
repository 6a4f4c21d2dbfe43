/**
 * Whether a block may hold math: `$$`, `\(`, `\[`, or `$...$` by Pandoc's rule. It runs on every block of
 * every reply, so it is one regular expression; a false positive only loads the math renderer for nothing.
 */
const MAY_HAVE_MATH = /\$\$|\\[([]|\$[^\s$](?:[^$]*[^\s$\\])?\$(?!\d)/;

export function mayHaveMath(text: string): boolean {
  return MAY_HAVE_MATH.test(text);
}

/** An opening code fence at a line start (inside a list item or a quote too), its marker in group 1. */
const FENCE_OPEN = /[ \t>]*(`{3,}|~{3,})([^\n]*)/y;
/** A line that is only display math: `$$...$$` or `\[...\]` (the caller checks the contents). */
const DISPLAY_LINE = /([ \t>]*)(?:\$\$(.+)\$\$|\\\[(.+)\\\])[ \t]*(?=\n|$)/y;
/** A line that is only `$$` (opening or closing display math over several lines). */
const DOLLARS_LINE = /[ \t>]*\$\$[ \t]*(?=\n|$)/y;

/** Something only a formula holds: a command, a sub- or superscript, a group or a relation. */
const TEX_SIGN = /[\\^_{}=+<>]/;

const isBlank = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** The end of a paragraph after `from` (a blank line), or the text's end: math never crosses it. */
function paragraphEnd(text: string, from: number): number {
  const end = text.indexOf('\n\n', from);
  return end === -1 ? text.length : end;
}

/** Where the fenced code block opening at `start` ends (the end of its closing line, or the text's end). */
function fenceEnd(text: string, start: number): number {
  FENCE_OPEN.lastIndex = start;
  const open = FENCE_OPEN.exec(text);
  const marker = open?.[1];
  if (!open || !marker) return -1;
  // A backtick fence's info string may not hold backticks (that line is inline code).
  if (marker[0] === '`' && open[2]?.includes('`')) return -1;
  const closing = new RegExp(`^[ \\t>]*\\${marker[0]}{${marker.length},}[ \\t]*$`);
  let lineStart = text.indexOf('\n', start);
  while (lineStart !== -1) {
    const next = text.indexOf('\n', lineStart + 1);
    const lineEnd = next === -1 ? text.length : next;
    if (closing.test(text.slice(lineStart + 1, lineEnd))) return lineEnd;
    lineStart = next;
  }
  // Still open (a reply mid-stream): the rest is code.
  return text.length;
}

/** The end of the inline code span opening with the backtick run at `start`, or -1 when it has none. */
function codeSpanEnd(text: string, start: number, run: number, limit: number): number {
  let from = start + run;
  while (from < limit) {
    const next = text.indexOf('`', from);
    if (next === -1 || next >= limit) return -1;
    let end = next;
    while (text[end] === '`') end++;
    if (end - next === run) return end;
    from = end;
  }
  return -1;
}

/** The index of the `$` closing a single-dollar formula opened at `start` (Pandoc's rule), or -1. */
function dollarCloser(text: string, start: number): number {
  if (isBlank(text[start + 1]) || start + 1 >= text.length) return -1;
  const close = text.indexOf('$', start + 1);
  // The formula ends at the first `$` whatever it is (the math parser knows no escapes), so that one must close.
  if (close === -1 || close >= paragraphEnd(text, start)) return -1;
  const before = text[close - 1];
  if (isBlank(before) || before === '\\' || text[close + 1] === '$' || isDigit(text[close + 1])) return -1;
  // Beyond Pandoc: a formula starting with a digit needs a TeX sign, so "$5, or R$ 12" stays text.
  if (isDigit(text[start + 1]) && !TEX_SIGN.test(text.slice(start + 1, close))) return -1;
  return close;
}

function displayBlock(indent: string, formula: string): string {
  const lines = formula
    .trim()
    .split('\n')
    .map((line) => `${indent}${line}`);
  return `${indent}$$\n${lines.join('\n')}\n${indent}$$`;
}

/**
 * Prepares a reply's markdown for remark-math (single dollars on), outside code spans and fenced code
 * (a fence still open mid-stream runs to the end):
 * - `\(...\)` becomes `$...$` and `\[...\]` becomes `$$...$$`, the delimiters models write most;
 * - a line that is only `$$...$$` or `\[...\]` becomes a display block (`$$` lines around the formula);
 * - a single `$` that does not open or close a formula by Pandoc's rule is escaped, so prices stay text:
 *   no blank after the opening `$`, none before the closing one, and no digit right after it
 *   ("$4 and $5", "R$ 12,29"); and a formula starting with a digit must hold a TeX sign (`\ ^ _ { } = + < >`),
 *   so "$5, or R$ 12" stays text while "$2^n$" is math.
 * Only for text that mayHaveMath; other text is parsed as written.
 */
export function prepareMath(text: string): string {
  let out = '';
  let index = 0;
  let lineStart = 0;
  const length = text.length;
  while (index < length) {
    if (index === lineStart) {
      const fence = fenceEnd(text, index);
      if (fence !== -1) {
        out += text.slice(index, fence);
        index = fence;
        continue;
      }
      DISPLAY_LINE.lastIndex = index;
      const display = DISPLAY_LINE.exec(text);
      const formula = display?.[2] ?? display?.[3];
      if (display && formula?.trim() && !/\$|\\[[\]]/.test(formula)) {
        out += displayBlock(display[1] ?? '', formula);
        index = DISPLAY_LINE.lastIndex;
        continue;
      }
      DOLLARS_LINE.lastIndex = index;
      if (DOLLARS_LINE.test(text)) {
        // Display math over several lines: as written, up to its closing `$$` line or, mid-stream, the end.
        let end = length;
        for (let next = text.indexOf('\n', index); next !== -1; next = text.indexOf('\n', next + 1)) {
          DOLLARS_LINE.lastIndex = next + 1;
          if (DOLLARS_LINE.test(text)) {
            end = DOLLARS_LINE.lastIndex;
            break;
          }
        }
        out += text.slice(index, end);
        index = end;
        continue;
      }
    }
    const char = text[index];
    if (char === '\n') {
      out += char;
      index++;
      lineStart = index;
    } else if (char === '`') {
      let run = 0;
      while (text[index + run] === '`') run++;
      const end = codeSpanEnd(text, index, run, paragraphEnd(text, index));
      const next = end === -1 ? index + run : end;
      out += text.slice(index, next);
      index = next;
    } else if (char === '\\') {
      const next = text[index + 1];
      const closing = next === '(' ? '\\)' : next === '[' ? '\\]' : null;
      const close = closing ? text.indexOf(closing, index + 2) : -1;
      const formula = close === -1 ? '' : text.slice(index + 2, close).trim();
      if (close !== -1 && close < paragraphEnd(text, index) && formula && !formula.includes('$')) {
        const indent = text.slice(lineStart, index);
        if (next === '[' && /^[ \t>]*$/.test(indent)) {
          // Display math from the line start: a block of its own, whatever follows goes on the next line.
          out = out.slice(0, out.length - indent.length) + displayBlock(indent, formula);
          if (!/^[ \t]*(\n|$)/.test(text.slice(close + 2))) out += '\n';
        } else {
          const dollars = next === '(' ? '$' : '$$';
          out += `${dollars}${formula}${dollars}`;
        }
        index = close + 2;
      } else {
        // Any other escape stays as it is (and `\$` stays a dollar).
        out += text.slice(index, index + 2);
        index += 2;
      }
    } else if (char === '$') {
      if (text[index + 1] === '$') {
        const close = text.indexOf('$$', index + 2);
        const end = close !== -1 && close < paragraphEnd(text, index) ? close + 2 : -1;
        out += end === -1 ? '\\$\\$' : text.slice(index, end);
        index = end === -1 ? index + 2 : end;
      } else {
        const close = dollarCloser(text, index);
        out += close === -1 ? '\\$' : text.slice(index, close + 1);
        index = close === -1 ? index + 1 : close + 1;
      }
    } else {
      out += char;
      index++;
    }
  }
  return out;
}

/** A passage as a Markdown quote: each line after "> " (a blank one as ">"), without blank ends. */
export function quoteMarkdown(passage: string): string {
  const cleaned = passage
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\s*\n|\s+$/g, '');
  if (!cleaned) return '';
  return cleaned
    .split('\n')
    .map((line) => (line.trim() ? `> ${line.trimEnd()}` : '>'))
    .join('\n');
}

export interface QuoteInsertion {
  /** The composer's text with the quote in it. */
  text: string;
  /** Where the cursor goes: where it was, in the text it was in. */
  cursor: number;
}

/**
 * `passage` quoted into `text` above the line the cursor is on, followed by a blank line, so what was typed
 * stays as it was and reads as the answer to the quote. A quote after earlier text gets a blank line before
 * it too. An empty passage changes nothing.
 */
export function insertQuote(text: string, cursor: number, passage: string): QuoteInsertion {
  const quote = quoteMarkdown(passage);
  const at = Math.min(Math.max(cursor, 0), text.length);
  if (!quote) return { text, cursor: at };
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const before = text.slice(0, lineStart);
  // `before` ends a line (or is empty): a blank line parts the quote from earlier text.
  const lead = before === '' || before.endsWith('\n\n') ? '' : '\n';
  const block = `${lead}${quote}\n\n`;
  return { text: before + block + text.slice(lineStart), cursor: at + block.length };
}

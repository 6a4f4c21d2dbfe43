import { describe, expect, it } from 'vitest';
import { insertQuote, quoteMarkdown } from '@/features/chat/lib/quote-text';

describe('quoteMarkdown', () => {
  it('puts "> " before each line and a lone ">" on a blank one', () => {
    expect(quoteMarkdown('First line\nsecond line\n\nNext paragraph')).toBe(
      '> First line\n> second line\n>\n> Next paragraph',
    );
  });

  it('drops blank ends, trailing spaces, carriage returns and runs of blank lines', () => {
    expect(quoteMarkdown('\n\n  indented start  \r\n\n\n\nend  \n\n')).toBe('>   indented start\n>\n> end');
  });

  it('gives nothing for a blank passage', () => {
    expect(quoteMarkdown(' \n \n')).toBe('');
  });
});

describe('insertQuote (the passage above the cursor, what was typed kept)', () => {
  it('into an empty box: the quote, a blank line, and the cursor after them', () => {
    expect(insertQuote('', 0, 'A passage')).toEqual({ text: '> A passage\n\n', cursor: 13 });
  });

  it('above the line the cursor is on, the cursor staying at its place in the typed text', () => {
    const typed = 'Why is that?';
    const result = insertQuote(typed, typed.length, 'The sky is blue.');
    expect(result.text).toBe('> The sky is blue.\n\nWhy is that?');
    expect(result.text.slice(result.cursor)).toBe('');
    const middle = insertQuote(typed, 4, 'The sky is blue.');
    expect(middle.text).toBe(result.text);
    expect(middle.text.slice(middle.cursor)).toBe('is that?');
  });

  it('between earlier lines and the cursor line, with a blank line before the quote', () => {
    const typed = 'Context first.\nMy question';
    const result = insertQuote(typed, typed.length, 'Quoted');
    expect(result.text).toBe('Context first.\n\n> Quoted\n\nMy question');
    expect(result.text.slice(result.cursor)).toBe('');
  });

  it('after a blank line adds no second one', () => {
    const typed = 'Context.\n\nQuestion';
    expect(insertQuote(typed, typed.length, 'Q').text).toBe('Context.\n\n> Q\n\nQuestion');
  });

  it('changes nothing for a blank passage, and holds a cursor beyond the text to its end', () => {
    expect(insertQuote('typed', 99, '  ')).toEqual({ text: 'typed', cursor: 5 });
    expect(insertQuote('typed', 99, 'x')).toEqual({ text: '> x\n\ntyped', cursor: 10 });
  });
});

import { describe, expect, it } from 'vitest';
import { countOccurrences, findMatches, searchableText, stepMatch } from '@/features/chat/lib/find-matches';

const message = (messageId: string, text: string) => ({ messageId, text });

describe('findMatches (issue #43: the find bar over every message of the branch shown)', () => {
  it('lists every place top to bottom, message by message, each with its occurrence in the message', () => {
    const messages = [
      message('a', 'River, river, RIVER.'),
      message('b', 'No match here.'),
      message('c', 'The riverbank.'),
    ];
    expect(findMatches(messages, 'river')).toEqual([
      { messageId: 'a', occurrence: 0 },
      { messageId: 'a', occurrence: 1 },
      { messageId: 'a', occurrence: 2 },
      { messageId: 'c', occurrence: 0 },
    ]);
  });

  it('ignores case and accents in both the query and the text, as the sidebar search', () => {
    const messages = [message('a', 'Crème brûlée at the Café'), message('b', 'CAFE au lait, cafés')];
    expect(findMatches(messages, 'cafe')).toHaveLength(3);
    expect(findMatches(messages, 'CRÈME BRULEE')).toEqual([{ messageId: 'a', occurrence: 0 }]);
    expect(findMatches([message('a', 'Straße und STRASSE')], 'straße')).toHaveLength(1);
  });

  it('counts matches inside code blocks and formulas, as written', () => {
    const text = 'Some code:\n\n```python\nquokka = 1\n```\n\nMath: $\\text{quokka}^2$ and $$x^2$$';
    expect(findMatches([message('a', text)], 'quokka')).toHaveLength(2);
    expect(findMatches([message('a', text)], 'x^2')).toHaveLength(1);
  });

  it('does not count a link target, which is not text on screen', () => {
    const text = 'Read [the docs](https://docs.example/docs "docs") and the docs again.';
    expect(searchableText(text)).toBe('read [the docs] and the docs again.');
    expect(findMatches([message('a', text)], 'docs')).toHaveLength(2);
  });

  it('finds nothing for an empty or blank query, and trims the query', () => {
    expect(findMatches([message('a', 'anything')], '')).toEqual([]);
    expect(findMatches([message('a', 'anything')], '   ')).toEqual([]);
    expect(findMatches([message('a', 'any thing')], '  thing ')).toHaveLength(1);
  });

  it('counts matches that do not overlap, as the browser does', () => {
    expect(countOccurrences('aaaa', 'aa')).toBe(2);
    expect(countOccurrences('abc', '')).toBe(0);
  });

  it('reads a message again when it changes (a new object), and keeps the folded text of the same one', () => {
    const first = message('a', 'one river');
    expect(findMatches([first], 'river')).toHaveLength(1);
    const grown = { ...first, text: 'one river, two rivers' };
    expect(findMatches([grown], 'river')).toHaveLength(2);
    expect(findMatches([first], 'river')).toHaveLength(1);
  });
});

describe('stepMatch: Enter and Shift+Enter go round the ends', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [-1, 1, 3, 0],
    [-1, -1, 3, 2],
    [0, 1, 0, -1],
  ] as const)('from %i by %i of %i is %i', (current, step, total, next) => {
    expect(stepMatch(current, step, total)).toBe(next);
  });
});

import { excerptSegments, highlightSegments } from '@/features/search/lib/highlight';

const marked = (segments: { text: string; match: boolean }[]) =>
  segments.map((segment) => (segment.match ? `[${segment.text}]` : segment.text)).join('');

describe('highlightSegments', () => {
  it('turns the server’s **match** marks into matched runs and drops the asterisks', () => {
    const segments = highlightSegments('Take **tram** 28 to **Graça** today', 'tram graça');
    expect(segments).toEqual([
      { text: 'Take ', match: false },
      { text: 'tram', match: true },
      { text: ' 28 to ', match: false },
      { text: 'Graça', match: true },
      { text: ' today', match: false },
    ]);
  });

  it('keeps markdown bold that is not one of the query words as plain text', () => {
    const segments = highlightSegments('- **Saturday morning:** coffee in **Belém**', 'belém');
    expect(marked(segments)).toBe('- Saturday morning: coffee in [Belém]');
  });

  it('shows marks on words the query starts, not on little words the server marked too', () => {
    const segments = highlightSegments('**Python** **and** **a** **pythonic** **typing**', 'pyt and a');
    expect(marked(segments)).toBe('[Python] and a [pythonic] typing');
  });

  it('marks a Chinese term inside a run of text', () => {
    expect(marked(highlightSegments('我的**猫**很可爱', '猫'))).toBe('我的[猫]很可爱');
  });

  it('leaves a text without marks alone', () => {
    expect(highlightSegments('No marks here', 'marks')).toEqual([{ text: 'No marks here', match: false }]);
    expect(highlightSegments('', 'x')).toEqual([]);
  });
});

describe('excerptSegments', () => {
  it('cuts long context around the first match and marks the cuts', () => {
    const before = 'word '.repeat(60);
    const after = 'tail '.repeat(60);
    const excerpt = excerptSegments(highlightSegments(`${before}**needle**${after}`, 'needle'), 20);
    const text = marked(excerpt);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('[needle]');
    expect(text.length).toBeLessThan(60);
  });

  it('keeps short texts whole and flattens markdown noise', () => {
    const excerpt = excerptSegments(highlightSegments('## Plan\n\n`code` and **tram**', 'tram'));
    expect(marked(excerpt)).toBe('Plan code and [tram]');
  });

  it('shows the start of a text that has no match', () => {
    const excerpt = excerptSegments([{ text: 'x'.repeat(300), match: false }], 10);
    expect(excerpt).toEqual([{ text: `${'x'.repeat(20)}…`, match: false }]);
  });
});

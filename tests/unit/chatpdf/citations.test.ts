import { citationsOf } from '@/features/chatpdf/citations/lib/citations';
import { findPassage } from '@/features/chatpdf/citations/lib/find-passage';
import { pageRefsOf } from '@/features/chatpdf/citations/lib/page-refs';
import { wordsOfItems, wordsOfText } from '@/features/chatpdf/citations/lib/words';

const page = (text: string) => wordsOfText(text);

describe('words for matching', () => {
  it('folds case, accents, ligatures and punctuation', () => {
    expect(wordsOfText('Café “ﬁnal” — 4.2 M€!')).toEqual(['cafe', 'final', '4', '2', 'm']);
  });
  it('joins a word hyphenated across a line break, in text and in pdf.js items', () => {
    expect(wordsOfText('the light-\nhouse project')).toEqual(['the', 'lighthouse', 'project']);
    const words = wordsOfItems([
      { str: 'The light-', hasEOL: true },
      { str: 'house project starts.', hasEOL: false },
    ]);
    expect(words.map((word) => word.norm)).toEqual(['the', 'lighthouse', 'project', 'starts']);
    expect(words[1]!.parts).toEqual([
      { item: 0, start: 4, end: 9 },
      { item: 1, start: 0, end: 5 },
    ]);
  });
  it('keeps a hyphen inside a line (a compound word) as two words', () => {
    expect(wordsOfItems([{ str: 'a well-known fact', hasEOL: true }]).map((word) => word.norm)).toEqual([
      'a',
      'well',
      'known',
      'fact',
    ]);
  });
  it('treats words broken over lines like one run of text', () => {
    expect(wordsOfText('Revenue rose\nto 4.2\n  million')).toEqual([
      'revenue',
      'rose',
      'to',
      '4',
      '2',
      'million',
    ]);
  });
});

describe('findPassage', () => {
  const text = page('The company grew in every region. Revenue rose to 4.2 million euros. Costs fell.');
  it('finds an exact quote', () => {
    const match = findPassage(page('Revenue rose to 4.2 million euros'), text);
    expect(match).toEqual({ start: 6, end: 13, score: 1 });
  });
  it('finds a close paraphrase and trims the window to the quote’s words', () => {
    const match = findPassage(page('revenue rose to about 4.2 million euros'), text);
    expect(match?.score).toBeCloseTo(7 / 8);
    expect(text.slice(match!.start, match!.end)).toEqual(page('Revenue rose to 4.2 million euros'));
  });
  it('finds nothing when too few words are shared', () => {
    expect(findPassage(page('profits doubled across the northern offices'), text)).toBeNull();
    expect(findPassage([], text)).toBeNull();
  });
});

describe('page references', () => {
  it('reads the forms servers write', () => {
    const reply = 'A [p. 3]. B (page 4). C p. 7, D pp. 10-12 and pages 2 and 9; p.5';
    expect(pageRefsOf(reply).map((ref) => ref.pages)).toEqual([[3], [4], [7], [10, 11, 12], [2, 9], [5]]);
  });
  it('does not read ordinary words as references', () => {
    expect(pageRefsOf('Stop. 3 people came; the top 5 pages; step 2.')).toEqual([]);
  });
});

describe('citationsOf', () => {
  const pages = [
    page('Annual report 2025. The company grew in every region. Revenue rose to 4.2 million euros in 2024.'),
    page('Team. Forty-two people work in three offices.'),
    page('Outlook. The lighthouse project starts in March. It is led by Dr. Ada Quinn.'),
    page('Appendix. Revenue rose to 5.1 million euros in 2025, the report says.'),
  ];

  it('turns the server’s references into citations with the passage before them', () => {
    const citations = citationsOf('It is led by Dr. Ada Quinn. [p. 3]', pages);
    expect(citations).toEqual([{ page: 3, quotes: [page('It is led by Dr. Ada Quinn')] }]);
  });

  it('finds quoted and closely matching sentences without any reference', () => {
    const reply =
      'The report notes: “the lighthouse project starts in March”. Also, forty-two people work in 3 offices.';
    expect(citationsOf(reply, pages).map((citation) => citation.page)).toEqual([3, 2]);
  });

  it('chooses the page that matches best when two pages say nearly the same', () => {
    const [citation] = citationsOf('Revenue rose to 5.1 million euros in 2025.', pages);
    expect(citation?.page).toBe(4);
    expect(citationsOf('Revenue rose to 4.2 million euros in 2024.', pages)[0]?.page).toBe(1);
  });

  it('keeps a reference before the text is read, and drops pages the document does not have', () => {
    expect(citationsOf('See p. 2 and p. 40.', [], 4)).toEqual([{ page: 2, quotes: [] }]);
  });

  it('names each page once, in the order the reply names them', () => {
    const reply =
      'It is led by Dr. Ada Quinn [p. 3]. The company grew in every region [p. 1]. Ada Quinn leads it (page 3).';
    expect(citationsOf(reply, pages).map((citation) => citation.page)).toEqual([3, 1]);
  });
});

describe('citationsOf on a page with more text', () => {
  it('quotes for each reference only the words since the one before, trimmed to what the page says', () => {
    const pages = [
      page('Intro.'),
      page('Team.'),
      page(
        'Outlook. The lighthouse project starts in March. It is led by Dr. Ada Quinn. Line 1 of page 3: the quick brown fox.',
      ),
    ];
    const reply =
      'According to the document: The lighthouse project starts in March. [p. 3] It is led by Dr. Ada Quinn. [p. 3]';
    expect(citationsOf(reply, pages)).toEqual([
      {
        page: 3,
        quotes: [page('The lighthouse project starts in March'), page('It is led by Dr. Ada Quinn')],
      },
    ]);
  });
});

import { queryWords, searchTerms, wordMatchesTerms } from '@/lib/search-terms';

describe('queryWords', () => {
  it('splits a query as the server does: lower case, letters and digits, no repeats', () => {
    expect(queryWords('Lisbon, lisbon  TRAM-28!')).toEqual(['lisbon', 'tram', '28']);
    expect(queryWords('  ')).toEqual([]);
    expect(queryWords('Príncipe Real')).toEqual(['príncipe', 'real']);
  });
});

describe('searchTerms', () => {
  it('drops function words and single letters beside real words', () => {
    expect(searchTerms('a python and the CSV')).toEqual(['python', 'csv']);
    expect(searchTerms('der Hund und die Katze')).toEqual(['hund', 'katze']);
    expect(searchTerms('x y tram')).toEqual(['tram']);
  });

  it("keeps a query made of nothing else, so it still finds something; 'not' is a real word", () => {
    expect(searchTerms('to be or not to be')).toEqual(['not']);
    expect(searchTerms('and the')).toEqual(['and', 'the']);
    expect(searchTerms('a')).toEqual(['a']);
  });

  it('keeps a single Han character, a word of its own', () => {
    expect(searchTerms('猫')).toEqual(['猫']);
    expect(searchTerms('的')).toEqual(['的']);
  });
});

describe('wordMatchesTerms', () => {
  it('matches a word the term starts, not one it sits inside', () => {
    expect(wordMatchesTerms('python', ['pyt'])).toBe(true);
    expect(wordMatchesTerms('pandas', ['and'])).toBe(false);
    expect(wordMatchesTerms('typing', ['pyt'])).toBe(false);
  });

  it('matches a Han term anywhere in a run of text', () => {
    expect(wordMatchesTerms('我的猫很可爱', ['猫'])).toBe(true);
  });
});

import { loadStrings, TRANSLATED, visibleText } from '../helpers/locales';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** The quotation marks each language uses; any other (and ASCII `"`) is a slip. */
const QUOTES: Record<string, string> = {
  de: '„“',
  es: '«»',
  fr: '«»',
  it: '«»',
  pl: '„”',
  'pt-BR': '“”',
  ru: '«»',
  tr: '“”',
  zh: '“”',
};
const ALL_QUOTES = '"«»“”„‚‘';

const offending = (strings: Map<string, string>, test: (text: string) => string | null) =>
  [...strings].flatMap(([key, text]) => {
    const problem = test(visibleText(text));
    return problem ? [`${key}: ${problem}`] : [];
  });
const around = (text: string, index: number) =>
  JSON.stringify(text.slice(Math.max(0, index - 12), index + 4));

describe('French typography', () => {
  const strings = loadStrings('fr');

  it('puts a no-break space (U+00A0) before ? ! : ;', () => {
    expect(
      offending(strings, (text) => {
        // A colon inside a word or number (`https://`, `16:9`) is not punctuation.
        const match = /[^\u00a0]([?!;]|:(?![/\d]))/.exec(text);
        return match ? around(text, match.index + 1) : null;
      }),
    ).toEqual([]);
  });

  it('puts a no-break space inside « »', () => {
    expect(
      offending(strings, (text) => {
        const match = /«[^\u00a0]|[^\u00a0]»/.exec(text);
        return match ? around(text, match.index + 1) : null;
      }),
    ).toEqual([]);
  });

  it('uses one no-break space throughout (U+00A0, no U+202F) and the typographic apostrophe', () => {
    expect(offending(strings, (text) => (text.includes(NNBSP) ? 'U+202F' : null))).toEqual([]);
    expect(offending(strings, (text) => (/\p{L}'\p{L}/u.test(text) ? "straight '" : null))).toEqual([]);
    expect([...strings.values()].some((text) => text.includes(NBSP))).toBe(true);
  });
});

describe('Italian typography', () => {
  it('uses the typographic apostrophe', () => {
    const strings = loadStrings('it');
    expect(offending(strings, (text) => (/\p{L}'\p{L}/u.test(text) ? "straight '" : null))).toEqual([]);
  });
});

describe('Chinese typography', () => {
  const strings = loadStrings('zh');
  const HAN = '\\p{Script=Han}';

  it('has no ASCII ... (the ellipsis is …)', () => {
    expect(
      offending(strings, (text) => (text.includes('...') ? around(text, text.indexOf('...')) : null)),
    ).toEqual([]);
  });

  it('has no ASCII , ? ! : ; ( ) next to Chinese characters', () => {
    const ascii = new RegExp(`${HAN}\\s*[,?!:;()]|[,?!:;()]\\s*${HAN}`, 'u');
    expect(
      offending(strings, (text) => {
        const match = ascii.exec(text);
        return match ? around(text, match.index + 1) : null;
      }),
    ).toEqual([]);
  });
});

describe('Spanish typography', () => {
  it('opens every question and exclamation with ¿ and ¡', () => {
    const strings = loadStrings('es');
    expect(
      offending(strings, (text) => {
        const count = (mark: string) => text.split(mark).length - 1;
        return count('¿') === count('?') && count('¡') === count('!') ? null : text;
      }),
    ).toEqual([]);
  });
});

describe.each(TRANSLATED)('%s quotation marks', (code) => {
  it(`are only ${QUOTES[code]}`, () => {
    const allowed = QUOTES[code] ?? '';
    const strings = loadStrings(code);
    expect(
      offending(strings, (text) => {
        const mark = [...text].find((char) => ALL_QUOTES.includes(char) && !allowed.includes(char));
        return mark ? mark : null;
      }),
    ).toEqual([]);
  });
});

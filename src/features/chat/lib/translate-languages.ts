/** The translate action's targets: the interface languages first, then the rest (spec section 9). */
export const RECOMMENDED_LANGUAGES = ['en', 'de', 'it', 'pl', 'pt-BR', 'fr', 'es', 'tr', 'zh', 'ru'] as const;

export const OTHER_LANGUAGES = [
  'ar',
  'bg',
  'cs',
  'da',
  'el',
  'fi',
  'he',
  'hi',
  'hu',
  'id',
  'ja',
  'ko',
  'ms',
  'nl',
  'no',
  'ro',
  'sk',
  'sv',
  'th',
  'uk',
  'vi',
] as const;

/** One Intl.DisplayNames per display locale: making one costs more than the lookups it serves. */
const namers = new Map<string, Intl.DisplayNames | null>();

function namerFor(displayLocale: string): Intl.DisplayNames | null {
  let namer = namers.get(displayLocale);
  if (namer === undefined) {
    try {
      namer = new Intl.DisplayNames([displayLocale], { type: 'language' });
    } catch {
      namer = null;
    }
    namers.set(displayLocale, namer);
  }
  return namer;
}

/** A language's name in `displayLocale`, falling back to the code where Intl lacks names. */
export function languageName(code: string, displayLocale: string): string {
  try {
    return namerFor(displayLocale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The instruction sent with the text to translate (the model is addressed in English). */
export function translateInstruction(code: string): string {
  return `Translate the following text into ${languageName(code, 'en')}. Reply with the translation only.`;
}

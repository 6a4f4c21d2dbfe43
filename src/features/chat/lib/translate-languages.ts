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

/** A language's name in `displayLocale`, falling back to the code where Intl lacks names. */
export function languageName(code: string, displayLocale: string): string {
  try {
    return new Intl.DisplayNames([displayLocale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The instruction sent with the text to translate (the model is addressed in English). */
export function translateInstruction(code: string): string {
  return `Translate the following text into ${languageName(code, 'en')}. Reply with the translation only.`;
}

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'zh', name: '中文' },
  { code: 'ru', name: 'Русский' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const FALLBACK_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_COOKIE = 'locales';

const ALIASES: Record<string, LanguageCode> = {
  br: 'pt-BR',
  pt: 'pt-BR',
  'pt-br': 'pt-BR',
  cn: 'zh',
  'zh-cn': 'zh',
  'zh-hans': 'zh',
};

/** Maps what a query string, cookie or browser says to one of the ten codes, or null. */
export function resolveLanguage(input: string | null | undefined): LanguageCode | null {
  if (!input) return null;
  const lowered = input.trim().toLowerCase();
  if (!lowered) return null;
  const alias = ALIASES[lowered];
  if (alias) return alias;
  const exact = LANGUAGES.find((language) => language.code.toLowerCase() === lowered);
  if (exact) return exact.code;
  const primary = lowered.split('-')[0] ?? '';
  return ALIASES[primary] ?? LANGUAGES.find((language) => language.code === primary)?.code ?? null;
}

/** The interface languages; `locale` is the full BCP 47 tag for numbers and speech recognition. */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-US' },
  { code: 'de', name: 'Deutsch', locale: 'de-DE' },
  { code: 'it', name: 'Italiano', locale: 'it-IT' },
  { code: 'pl', name: 'Polski', locale: 'pl-PL' },
  { code: 'pt-BR', name: 'Português (Brasil)', locale: 'pt-BR' },
  { code: 'fr', name: 'Français', locale: 'fr-FR' },
  { code: 'es', name: 'Español', locale: 'es-ES' },
  { code: 'tr', name: 'Türkçe', locale: 'tr-TR' },
  { code: 'zh', name: '中文', locale: 'zh-CN' },
  { code: 'ru', name: 'Русский', locale: 'ru-RU' },
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

/** Own keys only: a cookie or an address may say `constructor` or `__proto__`. */
const aliasOf = (name: string): LanguageCode | undefined =>
  Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;

/** Maps what a query string, cookie or browser says to one of the ten codes, or null. */
export function resolveLanguage(input: string | null | undefined): LanguageCode | null {
  if (!input) return null;
  const lowered = input.trim().toLowerCase();
  if (!lowered) return null;
  const alias = aliasOf(lowered);
  if (alias) return alias;
  const exact = LANGUAGES.find((language) => language.code.toLowerCase() === lowered);
  if (exact) return exact.code;
  const primary = lowered.split('-')[0] ?? '';
  return aliasOf(primary) ?? LANGUAGES.find((language) => language.code === primary)?.code ?? null;
}

/** The BCP 47 locale of an interface language (en-US for unknown input; other tags pass through). */
export function localeFor(language: string | null | undefined): string {
  if (!language) return 'en-US';
  const code = resolveLanguage(language);
  return code ? (LANGUAGES.find((entry) => entry.code === code)?.locale ?? 'en-US') : language;
}

export {
  localeFor,
  LANGUAGES,
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  resolveLanguage,
  type LanguageCode,
} from './languages';
export { initI18n, changeLanguage, initialLanguage, loadNamespaces } from './i18n';

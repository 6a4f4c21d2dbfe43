export { formatNumber, formatPercent, parseNumber } from './format-number';
export { localeFor, LANGUAGES, resolveLanguage, type LanguageCode } from './languages';
export { initI18n, changeLanguage, loadNamespaces } from './i18n';
export { useTranslation } from './use-translation';

import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from '../cookies';
import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, resolveLanguage, type LanguageCode } from './languages';

type Strings = { default: Record<string, unknown> };
type Loader = () => Promise<Strings>;

/**
 * One lazy chunk per language and namespace: `translation.json` holds the shell and the chat, and only
 * its loaders are in every page (one of them loads before the first render). A tool with many strings
 * of its own (`chatpdf`, `imagegen`, `videogen`, `help`) keeps them in `<namespace>.json`, loaded only
 * when its route opens (`loadNamespaces`), with the list of those files (`tool-strings.ts`).
 */
const translations = import.meta.glob<Strings>('../../../locales/*/translation.json');

async function loaderFor(language: string, namespace: string): Promise<Loader | undefined> {
  if (namespace === 'translation') return translations[`../../../locales/${language}/translation.json`];
  const { toolStrings } = await import('./tool-strings');
  return toolStrings(language, namespace);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loaderFor(language, namespace)
      .then((load) => (load ? load().then((module) => module.default) : {}))
      .then((strings) => callback(null, strings))
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null));
  },
};

/** The language from the `locales` cookie (the query parameter was carried there at boot). */
export function initialLanguage(): LanguageCode {
  return resolveLanguage(readCookie(LANGUAGE_COOKIE)) ?? FALLBACK_LANGUAGE;
}

export async function initI18n(language: LanguageCode = initialLanguage()): Promise<typeof i18next> {
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  document.documentElement.lang = language;
  return i18next;
}

/** Loads a feature's own namespace (for the current language) before its route renders. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await i18next.loadNamespaces(namespaces);
}

export async function changeLanguage(language: LanguageCode): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, { days: 30 });
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

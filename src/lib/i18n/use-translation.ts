import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

/**
 * The components' `useTranslation`, in place of react-i18next's (decisions/0021). Theirs copies every property
 * of the i18next instance into a new wrapper object each time a component using it mounts, builds its
 * options anew on every render and checks the namespaces twice a render: opening a 1,000-message chat at
 * 4x CPU slowdown spent about 60 ms of its script there. This one shares one subscription and one `t`
 * per language and namespace; a component renders again when the language changes or strings arrive.
 */
let revision = 0;
const listeners = new Set<() => void>();
let listening = false;

function subscribe(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    const bump = () => {
      revision += 1;
      for (const notify of [...listeners]) notify();
    };
    i18next.on('languageChanged', bump);
    i18next.on('loaded', bump);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const readRevision = () => revision;
const fixedTs = new Map<string, TFunction>();

/** One `t` per revision, language and namespace, so a memoised child renders again only when strings change. */
function fixedT(atRevision: number, language: string, namespace: string | undefined): TFunction {
  const key = `${atRevision}|${language}|${namespace ?? ''}`;
  let t = fixedTs.get(key);
  if (!t) {
    if (fixedTs.size > 64) fixedTs.clear();
    t = i18next.getFixedT(language, namespace ?? null);
    fixedTs.set(key, t);
  }
  return t;
}

interface Translation {
  t: TFunction;
  i18n: I18n;
}

/** `t` for `namespace` (the shell's `translation` when none) in the current language. */
export function useTranslation(namespace?: string): Translation {
  const current = useSyncExternalStore(subscribe, readRevision, readRevision);
  const language = i18next.language;
  const loaded = namespace === undefined || i18next.hasLoadedNamespace(namespace);
  useEffect(() => {
    // A route loads its tool's strings before it renders; this covers a component shown sooner.
    if (!loaded && namespace !== undefined) void i18next.loadNamespaces(namespace);
  }, [loaded, namespace]);
  return useMemo(
    () => ({ t: fixedT(current, language, namespace), i18n: i18next }),
    [current, language, namespace],
  );
}

/** Every language's strings of the tools with a namespace of their own (all but `translation.json`). */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../../locales/*/*.json',
  '!../../../locales/*/translation.json',
]);

/** The loader of a tool's strings in a language (none for a file that does not exist). */
export function toolStrings(language: string, namespace: string) {
  return loaders[`../../../locales/${language}/${namespace}.json`];
}

import i18next from 'i18next';
import { loadStrings, namespacesOf, readNamespace, TRANSLATED } from '../helpers/locales';

const english = loadStrings('en');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralBases = [...english.keys()].flatMap((key) => /^(.+)_other$/.exec(key)?.[1] ?? []);

describe('plural keys', () => {
  it('English has plural keys to check', () => {
    expect(pluralBases).toContain('chat.token_count');
  });

  it('no English key looks like a plural form without being one', () => {
    // i18next reads `x_one` as the singular of `x`: a key named so must have its `_other`.
    const lookalikes = [...english.keys()].filter(
      (key) => PLURAL_SUFFIX.test(key) && !english.has(key.replace(PLURAL_SUFFIX, '_other')),
    );
    expect(lookalikes).toEqual([]);
  });

  describe.each(TRANSLATED)('%s', (code) => {
    const strings = loadStrings(code);
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;

    it.each(pluralBases)('%s has a form for every category of its language', (base) => {
      const missing = categories.filter((category) => !strings.has(`${base}_${category}`));
      expect(missing).toEqual([]);
    });

    it('i18next finds a translated form for every count, a million included', async () => {
      const instance = i18next.createInstance();
      const resources = Object.fromEntries(
        namespacesOf(code).map((namespace) => [namespace, readNamespace(code, namespace)]),
      );
      await instance.init({ lng: code, fallbackLng: false, resources: { [code]: resources } });
      const counts = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101, 1000, 1000000, 2000000, 1.5];
      const untranslated: string[] = [];
      for (const base of pluralBases) {
        const [namespace, key] = base.includes(':') ? base.split(':') : ['translation', base];
        for (const count of counts) {
          const text = instance.t(key as string, { ns: namespace, count });
          if (text === key) untranslated.push(`${base} (${count})`);
        }
      }
      expect(untranslated).toEqual([]);
    });
  });
});

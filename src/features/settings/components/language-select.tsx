import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LANGUAGES, changeLanguage, resolveLanguage, type LanguageCode } from '@/lib/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = resolveLanguage(i18n.language) ?? 'en';
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-ink">
        {t('settings.language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => void changeLanguage(event.target.value as LanguageCode)}
        className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}

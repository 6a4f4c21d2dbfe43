import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { parseGoogleServiceKey } from '../lib/google-service-key';

/** Imports a Google service-account JSON key file; a valid one becomes the token. */
export function GoogleKeyImport({ onToken }: { onToken: (token: string) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [result, setResult] = useState<'success' | 'invalid' | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let text = '';
    try {
      text = await file.text();
    } catch {
      text = '';
    }
    const parsed = parseGoogleServiceKey(text);
    setResult(parsed.ok ? 'success' : 'invalid');
    if (parsed.ok) onToken(parsed.token);
  };

  return (
    <div className="flex flex-col gap-2">
      <input
        id={inputId}
        type="file"
        accept="application/json,.json"
        className="peer sr-only"
        onChange={(event) => void onFile(event)}
      />
      <label
        htmlFor={inputId}
        className="inline-flex w-full cursor-pointer items-center justify-center rounded-lg border border-line bg-surface px-4 py-2.5 text-sm font-medium text-ink hover:bg-surface-raised peer-focus-visible:ring-2 peer-focus-visible:ring-accent"
      >
        {t('settings.token.google_import')}
      </label>
      {result === 'success' ? <Alert tone="success">{t('settings.token.google_success')}</Alert> : null}
      {result === 'invalid' ? <Alert>{t('settings.token.google_invalid')}</Alert> : null}
      <p className="text-xs text-ink-muted">{t('settings.token.google_help')}</p>
    </div>
  );
}

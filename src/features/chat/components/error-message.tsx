import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/ui/action-icons';
import { errorDisplay } from '../lib/error-display';

/** A failed reply, in the red bordered box (spec section 8, the client's getError). */
export function ErrorMessage({ text }: { text: string }) {
  const { t } = useTranslation();
  const display = errorDisplay(text);
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm text-ink"
    >
      <AlertIcon className="mt-0.5 shrink-0 text-danger" width={18} height={18} />
      <div className="min-w-0 break-words">
        {display.kind === 'generic' ? (
          <>
            <p>{t('chat.errors.generic')}</p>
            {display.detail ? (
              <p className="mt-1 whitespace-pre-wrap text-ink-muted">{display.detail}</p>
            ) : null}
          </>
        ) : (
          <p>{t(`chat.errors.${display.kind}`)}</p>
        )}
      </div>
    </div>
  );
}

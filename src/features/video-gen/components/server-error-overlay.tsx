import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

/** Spec section 8 'Video': the server_error overlay, with a way to try again. */
export function ServerErrorOverlay({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('videogen');
  return (
    <div
      role="alertdialog"
      aria-labelledby="video-server-error-title"
      aria-describedby="video-server-error-body"
      className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-surface/80 p-4 backdrop-blur-sm"
    >
      <div className="w-full max-w-sm rounded-2xl border border-line bg-surface p-6 text-center shadow-lg">
        <h2 id="video-server-error-title" className="text-lg font-semibold text-ink">
          {t('server_error_title')}
        </h2>
        <p id="video-server-error-body" className="mt-2 text-sm text-ink-muted">
          {t('server_error_body')}
        </p>
        <Button className="mt-5" onClick={onRetry}>
          {t('server_error_action')}
        </Button>
      </div>
    </div>
  );
}

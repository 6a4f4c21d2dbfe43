import { useTranslation } from 'react-i18next';
import { AlertCircleIcon } from '@/components/ui/icons';
import { useOnline } from '@/lib/offline/use-online';

/**
 * 'You are offline' above every screen while the browser has no network: in the page's flow, so it
 * covers nothing. What is on screen stays usable; what needs the server says so when tried.
 */
export function OfflineBar() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-label={t('common.offline.region')} className="shrink-0">
      {online ? null : (
        <p className="flex items-start justify-center gap-2 border-b border-line bg-surface-sunken px-4 py-2 text-sm text-ink">
          <AlertCircleIcon className="mt-0.5 shrink-0 text-ink-muted" width={16} height={16} />
          <span>
            <strong className="font-semibold">{t('common.offline.title')}</strong>{' '}
            <span className="text-ink-muted">{t('common.offline.detail')}</span>
          </span>
        </p>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PageFrame } from '@/components/ui/page-frame';
import { useRuntimeConfig } from '@/lib/runtime-config';

/** Read-only page for shared links; it stands outside the app shell. */
export function Component() {
  const { t } = useTranslation();
  const { brandName, logoUrl } = useRuntimeConfig();
  return (
    <div className="min-h-full bg-surface">
      <header className="flex items-center gap-2 border-b border-line px-4 py-3">
        <img src={logoUrl} alt="" className="h-7 w-7" />
        <span className="font-semibold text-ink">{brandName}</span>
      </header>
      <main>
        <PageFrame title={t('tools.shared_title')} lead={t('tools.shared_lead')}>
          <Alert tone="info">{t('common.not_available_yet')}</Alert>
          <Link to="/chat/new" className="text-sm font-medium text-accent hover:underline">
            {t('tools.start_own_chat')}
          </Link>
        </PageFrame>
      </main>
    </div>
  );
}

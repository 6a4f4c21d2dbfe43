import { useTranslation } from '@/lib/i18n';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the first page's code arrives (after the start splash, on a slow network). */
export function FirstPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-surface">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

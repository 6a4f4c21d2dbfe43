import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { AuthPageFrame } from '@/features/auth';

/** Where a forced logout over the session socket ends up (spec section 4 'Authentication'). */
export function StopSessionPage() {
  const { t } = useTranslation();
  return (
    <AuthPageFrame title={t('session.stopped_title')}>
      <p className="text-ink-muted">{t('session.stopped_body')}</p>
      <Link
        to="/login"
        replace
        className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-accent px-4 py-2.5 text-sm font-medium text-accent-ink hover:bg-accent-strong"
      >
        {t('session.log_in_again')}
      </Link>
    </AuthPageFrame>
  );
}

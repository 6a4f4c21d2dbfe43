import { useTranslation } from '@/lib/i18n';
import { Navigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AuthPageFrame, useAuthContext } from '@/features/auth';
import { useSession } from '../hooks/use-session';

/** A second session of the same user waits here (spec section 4 'Authentication'). */
export function ActiveSessionPage() {
  const { t } = useTranslation();
  const { isAuthenticated, logout } = useAuthContext();
  const { status, takeover } = useSession();
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return (
    <AuthPageFrame title={t('session.active_title')}>
      <p className="text-ink-muted">{t('session.active_body')}</p>
      <div className="mt-6 flex flex-col gap-2">
        <Button onClick={takeover} disabled={status !== 'active-elsewhere'}>
          {t('session.use_here')}
        </Button>
        <Button variant="secondary" onClick={() => void logout()}>
          {t('session.log_out')}
        </Button>
      </div>
    </AuthPageFrame>
  );
}

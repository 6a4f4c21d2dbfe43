import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { useTotalAppsQuery } from '../api/get-total-apps';

/** For guests (no email): the reasons to create an account. */
export function SignupPromoCard() {
  const { t } = useTranslation();
  const totalApps = useTotalAppsQuery(true).data;
  return (
    <section aria-labelledby="signup-promo-heading" className="rounded-xl border border-line bg-surface p-3">
      <h2 id="signup-promo-heading" className="text-sm font-semibold text-ink">
        {t('shell.promo_title')}
      </h2>
      <p className="mt-1 text-xs text-ink-muted">
        {totalApps ? t('shell.promo_body_apps', { count: totalApps }) : t('shell.promo_body')}
      </p>
      <div className="mt-3 flex gap-2">
        <Link
          to="/register"
          className="flex-1 rounded-lg bg-accent px-3 py-1.5 text-center text-xs font-semibold text-accent-ink hover:bg-accent-strong"
        >
          {t('auth.sign_up')}
        </Link>
        <Link
          to="/login"
          className="flex-1 rounded-lg border border-line px-3 py-1.5 text-center text-xs font-semibold text-ink hover:bg-surface-raised"
        >
          {t('auth.log_in')}
        </Link>
      </div>
    </section>
  );
}

import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { PopupShell } from './popup-shell';

type Props = { leaving: boolean; onClose: () => void; onLink: () => void };

/** reg_pop=1: the app's own register prompt instead of the registration site's frame (spec section 2). */
export function InAppRegisterPopup({ leaving, onClose, onLink }: Props) {
  const { t } = useTranslation();
  const benefits = ['benefit_models', 'benefit_history', 'benefit_apps'] as const;
  return (
    <PopupShell
      title={t('plans.popup.register_title')}
      leaving={leaving}
      onClose={onClose}
      className="w-full max-w-md"
    >
      <div className="flex flex-col gap-4 p-5">
        <p className="text-sm text-ink-muted">{t('plans.popup.in_app_lead')}</p>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
          {benefits.map((key) => (
            <li key={key}>{t(`plans.popup.${key}`)}</li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to="/register"
            onClick={onLink}
            className="flex-1 rounded-lg bg-accent px-4 py-2.5 text-center text-sm font-semibold text-accent-ink hover:bg-accent-strong"
          >
            {t('auth.sign_up')}
          </Link>
          <Link
            to="/login"
            onClick={onLink}
            className="flex-1 rounded-lg border border-line px-4 py-2.5 text-center text-sm font-semibold text-ink hover:bg-surface-raised"
          >
            {t('auth.log_in')}
          </Link>
        </div>
      </div>
    </PopupShell>
  );
}

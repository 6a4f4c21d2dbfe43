import { useTranslation } from '@/lib/i18n';
import { loadOnIntent } from '@/components/ui/load-on-intent';
import { ACCOUNT_BUTTON_STYLE, AccountButtonFace } from './account-button-face';

function AccountButtonPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <button
        type="button"
        aria-label={t('shell.account_menu')}
        aria-expanded={false}
        className={ACCOUNT_BUTTON_STYLE}
      >
        <AccountButtonFace />
      </button>
    </div>
  );
}

/** The account button at the foot of the sidebar; its popup (Headless UI) loads when the user reaches for it. */
export const UserCard = loadOnIntent(
  () => import('./account-popover').then((module) => module.AccountPopover),
  AccountButtonPlaceholder,
);

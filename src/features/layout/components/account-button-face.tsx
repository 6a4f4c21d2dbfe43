import { useTranslation } from '@/lib/i18n';
import { UserIcon } from '@/components/ui/icons';
import { useAuthContext } from '@/features/auth';
import { TierBadge, useCurrentPlan } from '@/features/plans';

export const ACCOUNT_BUTTON_STYLE =
  'flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left text-sm text-ink hover:bg-surface-sunken';

/** The e-mail, or what stands for it. */
export function useAccountLabel(): string {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuthContext();
  // Signed in but the user could not be loaded: never 'Guest User' beside a listed history.
  return user?.email ?? (isAuthenticated ? t('shell.signed_in') : t('shell.guest_user'));
}

/** What the account button shows: an avatar, the e-mail and the plan's badge. */
export function AccountButtonFace() {
  const label = useAccountLabel();
  const plan = useCurrentPlan();
  return (
    <>
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-ink">
        <UserIcon width={18} height={18} />
      </span>
      <span className="min-w-0 flex-1 truncate" data-testid="user-card-label">
        {label}
      </span>
      <TierBadge badge={plan.badge} />
    </>
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { SparkIcon } from '@/components/ui/icons';
import { useAuthContext } from '@/features/auth';
import { useCurrentPlan, usePlanGate, useUpgradeUrl } from '@/features/plans';
import { isBrowserClick } from '@/lib/browser-click';

const STYLE =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full bg-pro px-3 py-1.5 text-xs font-semibold text-ink-inverse hover:opacity-90';

/**
 * Guests get the register popup, signed-in users the pricing popup, both through the gate logic. The
 * links stay real (sign-up page, upgrade page with the plan group) for a new tab or a failed script.
 * Users who already hold a PRO badge are not asked to go Pro.
 */
export function GoProButton() {
  const { t } = useTranslation();
  const { user } = useAuthContext();
  const gate = usePlanGate();
  const upgradeUrl = useUpgradeUrl();
  const { isPro } = useCurrentPlan();
  const label = (
    <>
      <SparkIcon width={16} height={16} className="shrink-0" />
      {/* Long labels ('Upgrade auf Pro', 'Перейти на Pro') wrap on phones, so the model name keeps its room. */}
      <span className="max-md:max-w-[5rem] max-md:text-center max-md:leading-tight">{t('shell.go_pro')}</span>
    </>
  );
  const open = (action: 'register' | 'pricing') => (event: MouseEvent) => {
    if (isBrowserClick(event)) return;
    event.preventDefault();
    gate.request(action);
  };
  if (isPro) return null;
  if (!user?.email) {
    return (
      <Link to="/register" onClick={open('register')} className={STYLE}>
        {label}
      </Link>
    );
  }
  return (
    <a
      href={upgradeUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={open('pricing')}
      className={STYLE}
    >
      {label}
    </a>
  );
}

import { useTranslation } from '@/lib/i18n';
import { useUpgradeUrl } from '@/features/plans';

/** Shown in place of the '=== LIMITED ACCESS ===' marker: the reply is cut and the input is disabled. */
export function LimitedAccessNotice() {
  const { t } = useTranslation();
  const upgradeUrl = useUpgradeUrl();
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg border border-pro px-3 py-3 text-sm text-ink sm:flex-row sm:items-center sm:justify-between">
      <p>{t('chat.limited_access')}</p>
      <a
        href={upgradeUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="shrink-0 rounded-lg bg-accent px-3 py-1.5 font-medium text-accent-ink hover:bg-accent-strong"
      >
        {t('chat.upgrade')}
      </a>
    </div>
  );
}

import { useTranslation } from '@/lib/i18n';
import { CheckIcon } from '@/components/ui/icons';
import { TierBadge } from '@/features/plans';
import type { ModelAccess } from '../lib/access';
import type { CatalogueEntry } from '../lib/catalogue';
import { entryBadge } from '../lib/choice';
import { LockIcon } from './model-icons';

type Props = {
  name: string;
  hint?: string;
  /** The hint beside a PRO / PRO MAX badge, without the tier word the badge already shows. */
  badgeHint?: string;
  entry: CatalogueEntry;
  access: ModelAccess;
  selected: boolean;
};

/** One row of the dropdown or the full list: name, hint, PRO / PRO MAX badge, a lock when the plan lacks it. */
export function ModelEntryLabel({ name, hint: plainHint, badgeHint, entry, access, selected }: Props) {
  const { t } = useTranslation();
  const badge = entryBadge(entry);
  const hint = badge ? badgeHint : plainHint;
  return (
    <span className="flex w-full items-center gap-2">
      <span className="flex w-4 shrink-0 justify-center text-accent">
        {selected ? <CheckIcon width={16} height={16} /> : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-ink">{name}</span>
        {hint ? <span className="truncate text-xs text-ink-muted">{hint}</span> : null}
      </span>
      {access.state === 'gated' ? (
        <span className="text-ink-muted">
          <LockIcon width={14} height={14} />
          <span className="sr-only">
            {access.gate === 'register' ? t('models.needs_account') : t('models.needs_upgrade')}
          </span>
        </span>
      ) : null}
      {badge ? <TierBadge badge={badge} /> : null}
    </span>
  );
}

import { useTranslation } from '@/lib/i18n';
import type { Badge } from '../lib/tier';

const STYLES: Record<Badge, string> = {
  FREE: 'border-line text-ink-muted',
  PRO: 'border-pro text-pro',
  'PRO MAX': 'border-pro bg-pro text-ink-inverse',
};

const KEYS: Record<Badge, string> = {
  FREE: 'plans.badge_free',
  PRO: 'plans.badge_pro',
  'PRO MAX': 'plans.badge_promax',
};

export function TierBadge({ badge }: { badge: Badge }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded border px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide ${STYLES[badge]}`}
    >
      {t(KEYS[badge])}
    </span>
  );
}

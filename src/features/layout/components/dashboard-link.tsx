import { useTranslation } from '@/lib/i18n';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { usePlanLink } from '@/features/plans';
import type { PageKey } from '../lib/page-key';

const TOOL_PAGES: ReadonlySet<PageKey> = new Set([
  'image-gen',
  'video-gen',
  'chat-pdf',
  'chat-pdf-conversation',
]);

/** The spec's Dashboard back link on the tool pages: the user's dashboard on the start site, same tab. */
export function DashboardLink({ page, compact = false }: { page: PageKey; compact?: boolean }) {
  const { t } = useTranslation();
  const href = usePlanLink('account');
  if (!TOOL_PAGES.has(page)) return null;
  return (
    <a
      href={href}
      aria-label={compact ? t('shell.dashboard') : undefined}
      className="flex shrink-0 items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-ink-muted hover:bg-surface-sunken hover:text-ink"
    >
      <ArrowLeftIcon width={16} height={16} />
      {compact ? null : t('shell.dashboard')}
    </a>
  );
}

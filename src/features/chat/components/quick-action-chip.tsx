import { useTranslation } from '@/lib/i18n';
import { CloseIcon, SparkIcon } from '@/components/ui/icons';
import type { QuickAction } from '../lib/quick-actions';

/** Shows which prompt-prefix preset the typed text picked; it is sent as the system instruction. */
export function QuickActionChip({ action, onRemove }: { action: QuickAction; onRemove: () => void }) {
  const { t } = useTranslation();
  const label = t(`chat.quick_actions.${action.id}`, { defaultValue: action.label });
  return (
    <div className="flex items-center gap-2 self-start rounded-full border border-accent/40 bg-accent/10 py-1 pl-3 pr-1 text-xs text-ink">
      <SparkIcon width={14} height={14} className="text-accent" />
      <span>{t('chat.quick_action_active', { name: label })}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('chat.quick_action_remove')}
        className="rounded-full p-1 text-ink-muted hover:bg-surface-sunken hover:text-ink"
      >
        <CloseIcon width={12} height={12} />
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import { siblingInfo } from '../lib/message-tree';
import { useChatStore, useSiblingLabel } from '../state/chat-context';

/** `<  2/3  >` between the variants of one message; shown only when there are several. */
export function SiblingSwitcher({ messageId, disabled }: { messageId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const store = useChatStore();
  const label = useSiblingLabel(messageId);
  if (!label) return null;
  const move = (step: number) => {
    const { tree, siblingIndex } = store.getState();
    const info = siblingInfo(tree, messageId, siblingIndex);
    if (info) store.selectSibling(info.parentKey, info.position + step, info.count);
  };
  const [position, count] = label.split('/').map(Number);
  const button = 'rounded p-1 text-ink-muted hover:bg-surface-sunken hover:text-ink disabled:opacity-40';
  return (
    <div
      className="flex items-center gap-0.5 text-xs text-ink-muted"
      role="group"
      aria-label={t('chat.variants')}
    >
      <button
        type="button"
        className={button}
        aria-label={t('chat.previous_variant')}
        disabled={disabled || position === 1}
        onClick={() => move(-1)}
      >
        <ChevronLeftIcon width={14} height={14} />
      </button>
      <span className="tabular-nums" aria-live="polite">
        {label}
      </span>
      <button
        type="button"
        className={button}
        aria-label={t('chat.next_variant')}
        disabled={disabled || position === count}
        onClick={() => move(1)}
      >
        <ChevronRightIcon width={14} height={14} />
      </button>
    </div>
  );
}

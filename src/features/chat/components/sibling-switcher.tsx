import { useTranslation } from '@/lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import { useChatActions } from '../hooks/use-chat-actions';
import { useSiblingLabel } from '../state/chat-hooks';

const switchers = () => Array.from(document.querySelectorAll<HTMLElement>('[data-variants]'));

/**
 * Focus stays on the pressed button, or moves to the other one when that end is reached (the pressed one is
 * disabled then). The row usually stays (rows are keyed by their parent); should it have been drawn anew,
 * focus goes to the switcher in the same place.
 */
function keepFocus(place: number, step: number): void {
  const active = document.activeElement;
  const lost =
    !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
  if (!lost) return;
  const [previous, next] = Array.from(switchers()[place]?.querySelectorAll('button') ?? []);
  const wanted = step < 0 ? previous : next;
  (wanted && !wanted.disabled ? wanted : step < 0 ? next : previous)?.focus();
}

/** `<  2/3  >` between the variants of one message; shown only when there are several. */
export function SiblingSwitcher({
  messageId,
  slot,
  disabled,
}: {
  messageId: string;
  slot: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { stepVariant } = useChatActions();
  const label = useSiblingLabel(slot);
  if (!label) return null;
  const move = (step: number, from: HTMLElement) => {
    const place = switchers().indexOf(from.closest<HTMLElement>('[data-variants]')!);
    stepVariant(messageId, step);
    requestAnimationFrame(() => keepFocus(place, step));
  };
  const [position, count] = label.split('/').map(Number);
  // 24 × 24 px at least: a thumb's target (WCAG 2.2, 2.5.8; issue #45).
  const button =
    'inline-flex h-6 min-w-6 items-center justify-center rounded text-ink-muted hover:bg-surface-sunken hover:text-ink disabled:opacity-40';
  return (
    <div
      className="flex items-center gap-0.5 text-xs text-ink-muted"
      role="group"
      aria-label={t('chat.variants')}
      data-variants=""
    >
      <button
        type="button"
        className={button}
        aria-label={t('chat.previous_variant')}
        disabled={disabled || position === 1}
        onClick={(event) => move(-1, event.currentTarget)}
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
        onClick={(event) => move(1, event.currentTarget)}
      >
        <ChevronRightIcon width={14} height={14} />
      </button>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/components/ui/toast-store';
import { useClearConversationsMutation } from '@/features/conversations';

/**
 * 'Clear all chats' with its two steps (spec section 4): the first click asks for confirmation in the
 * button's own label, the second clears; a click anywhere else cancels.
 */
export function ClearChatsControl({ onCleared }: { onCleared: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const clear = useClearConversationsMutation();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!confirming) return;
    const cancelOnOtherClick = (event: MouseEvent) => {
      if (event.target instanceof Node && buttonRef.current?.contains(event.target)) return;
      setConfirming(false);
    };
    document.addEventListener('click', cancelOnOtherClick, true);
    return () => document.removeEventListener('click', cancelOnOtherClick, true);
  }, [confirming]);

  const click = () => {
    if (!confirming) return setConfirming(true);
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        onCleared();
      },
      onError: () => showToast({ message: t('settings.clear_failed'), kind: 'error' }),
    });
  };

  return (
    <div className="flex items-center justify-between gap-4">
      <span id="clear-chats-label" className="text-sm font-medium text-ink">
        {t('settings.clear_chats')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-describedby="clear-chats-label"
        disabled={clear.isPending}
        onClick={click}
        className={`shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium disabled:opacity-50 ${
          confirming
            ? 'bg-danger text-ink-inverse hover:opacity-90'
            : 'border border-danger text-danger hover:bg-danger-soft'
        }`}
      >
        {confirming ? t('settings.confirm_clear') : t('settings.clear')}
      </button>
    </div>
  );
}

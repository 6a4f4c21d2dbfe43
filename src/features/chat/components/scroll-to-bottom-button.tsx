import { useTranslation } from '@/lib/i18n';
import { ArrowDownIcon } from '@/components/ui/action-icons';
import { focusIfLost } from '@/lib/focus-if-lost';
import { COMPOSER_ID } from '@/lib/landmarks';

export function ScrollToBottomButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-3xl justify-end px-4 pt-1">
      <button
        type="button"
        onClick={() => {
          onClick();
          // The button leaves once the list is at its end: the message box is where a reader goes next.
          focusIfLost(() => document.getElementById(COMPOSER_ID));
        }}
        aria-label={t('chat.scroll_to_bottom')}
        className="rounded-full border border-line bg-surface p-2 text-ink shadow-md hover:bg-surface-raised"
      >
        <ArrowDownIcon width={18} height={18} />
      </button>
    </div>
  );
}

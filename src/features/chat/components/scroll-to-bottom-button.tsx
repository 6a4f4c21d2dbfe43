import { useTranslation } from 'react-i18next';
import { ArrowDownIcon } from '@/components/ui/action-icons';

export function ScrollToBottomButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('chat.scroll_to_bottom')}
      className="absolute bottom-3 left-1/2 z-10 -translate-x-1/2 rounded-full border border-line bg-surface p-2 text-ink shadow-md hover:bg-surface-raised"
    >
      <ArrowDownIcon width={18} height={18} />
    </button>
  );
}

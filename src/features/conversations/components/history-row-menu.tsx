import { useTranslation } from '@/lib/i18n';
import { loadOnIntent } from '@/components/ui/load-on-intent';
import { MoreIcon } from '@/components/ui/list-icons';
import { ROW_MENU_BUTTON_STYLE, type HistoryRowMenuProps } from './history-row-menu-button';

function HistoryRowMenuPlaceholder({ title }: HistoryRowMenuProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('history.chat_options', { title })}
      aria-haspopup="menu"
      aria-expanded={false}
      className={ROW_MENU_BUTTON_STYLE}
    >
      <MoreIcon width={18} height={18} />
    </button>
  );
}

/**
 * Rename and delete behind a visible '⋯' button, for touch screens: there is no hover there to
 * reveal the row's icons, so they would be taps on nothing visible (the CSS shows one or the other).
 * The menu (Headless UI) loads when the user reaches for the button.
 */
export const HistoryRowMenu = loadOnIntent<HistoryRowMenuProps>(
  () => import('./history-row-menu-items').then((module) => module.HistoryRowMenuItems),
  HistoryRowMenuPlaceholder,
);

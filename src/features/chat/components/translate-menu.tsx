import { useTranslation } from '@/lib/i18n';
import { TranslateIcon } from '@/components/ui/action-icons';
import { loadOnIntent } from '@/components/ui/load-on-intent';

export interface TranslateMenuProps {
  onPick: (code: string) => void;
  className: string;
}

function TranslateButtonPlaceholder({ className }: TranslateMenuProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className}
      aria-label={t('chat.actions.translate')}
      title={t('chat.actions.translate')}
      aria-haspopup="menu"
      aria-expanded={false}
    >
      <TranslateIcon width={16} height={16} />
    </button>
  );
}

/**
 * Translate a reply. Every reply row has one: the menu (Headless UI) mounts when the user reaches for it, so
 * a row that appears (a variant switched to, a chat opened) does not set one up (issue #30).
 */
export const TranslateMenu = loadOnIntent(
  () => import('./translate-menu-control').then((module) => module.TranslateMenuControl),
  TranslateButtonPlaceholder,
);

import { useTranslation } from '@/lib/i18n';
import { loadOnIntent } from '@/components/ui/load-on-intent';
import type { ChatActions } from '@/features/chat';
import type { Message } from '@/lib/schemas/message';
import { TEXT_BUTTON } from './styles';

export interface TryAgainProps {
  message: Message;
  questionId: string;
  disabled: boolean;
  actions: ChatActions;
}

function TryAgainPlaceholder({ disabled }: TryAgainProps) {
  const { t } = useTranslation('compare');
  return (
    <button
      type="button"
      className={TEXT_BUTTON}
      disabled={disabled}
      aria-haspopup="menu"
      aria-expanded={false}
    >
      {t('try_again_with')}
    </button>
  );
}

/**
 * Every reply has one: the menu (Headless UI, the catalogue and the plan) mounts when the user reaches for
 * it, so a row drawn as the list scrolls or jumps to a match sets none up (issue #43: a match drawn within
 * 100 ms; closed menus were a tenth of a jump's script time).
 */
export const TryAgain = loadOnIntent(
  () => import('./try-again-menu').then((module) => module.TryAgainMenu),
  TryAgainPlaceholder,
);

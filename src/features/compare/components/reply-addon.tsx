import { useTranslation } from '@/lib/i18n';
import { useAnswerModels, type ChatActions } from '@/features/chat';
import { showBoard } from '@/lib/compare-selection';
import type { Message } from '@/lib/schemas/message';
import { TryAgain } from './try-again';
import { TEXT_BUTTON } from './styles';

/**
 * Under a reply (issue #44): 'Try again with…' asks its question again of another model (one more
 * sibling, the Regenerate mechanics), and a question answered by more than one model offers its
 * answers side by side.
 */
export function ReplyAddon({
  message,
  disabled,
  actions,
}: {
  message: Message;
  isLatest: boolean;
  disabled: boolean;
  actions: ChatActions;
}) {
  const { t } = useTranslation('compare');
  const questionId = message.parentMessageId ?? '';
  const answeredBy = useAnswerModels(questionId);
  if (!questionId || message.error) return null;
  const several = answeredBy.split('\n').filter(Boolean).length > 1;
  return (
    <>
      <TryAgain message={message} questionId={questionId} disabled={disabled} actions={actions} />
      {several ? (
        <button type="button" className={TEXT_BUTTON} onClick={() => showBoard({ questionId, answers: [] })}>
          {t('show_side_by_side')}
        </button>
      ) : null}
    </>
  );
}

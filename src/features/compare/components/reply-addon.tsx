import { Menu, MenuButton } from '@headlessui/react';
import { useTranslation } from '@/lib/i18n';
import { useAnswerModels, type ChatActions } from '@/features/chat';
import { showBoard } from '@/lib/compare-selection';
import { answerTag } from '../lib/plan';
import type { Message } from '@/lib/schemas/message';
import { useComparableModels } from '../hooks/use-comparable-models';
import { ModelPickItems } from './model-pick-items';
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
  const { models, pick } = useComparableModels();
  if (!questionId || message.error) return null;
  const several = answeredBy.split('\n').filter(Boolean).length > 1;
  return (
    <>
      <Menu>
        <MenuButton className={TEXT_BUTTON} disabled={disabled}>
          {t('try_again_with')}
        </MenuButton>
        <ModelPickItems
          heading={t('try_again_with')}
          models={models.filter((item) => item.entry.model !== message.model)}
          onPick={(item) => {
            if (!pick(item)) return;
            const model = { endpoint: item.entry.endpoint, model: item.entry.model };
            void actions.askAgain(questionId, { model, tag: answerTag(model.model), serverStops: true });
          }}
        />
      </Menu>
      {several ? (
        <button type="button" className={TEXT_BUTTON} onClick={() => showBoard({ questionId, answers: [] })}>
          {t('show_side_by_side')}
        </button>
      ) : null}
    </>
  );
}

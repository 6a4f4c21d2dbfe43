import { Menu, MenuButton } from '@headlessui/react';
import { useTranslation } from '@/lib/i18n';
import { answerTag } from '../lib/plan';
import { useComparableModels } from '../hooks/use-comparable-models';
import { ModelPickItems } from './model-pick-items';
import { TEXT_BUTTON } from './styles';
import type { TryAgainProps } from './try-again';

/** 'Try again with…': the reply's question asked again of another model (one more sibling). */
export function TryAgainMenu({ message, questionId, disabled, actions }: TryAgainProps) {
  const { t } = useTranslation('compare');
  const { models, pick } = useComparableModels();
  return (
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
  );
}

import { Menu, MenuButton } from '@headlessui/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CompareIcon, CloseIcon } from '@/components/ui/icons';
import type { ChatModel } from '@/features/chat';
import { modelDisplayName } from '@/features/models';
import {
  compareExtras,
  MAX_COMPARED,
  setCompareExtras,
  setComparePlanner,
  subscribeCompare,
  type CompareModel,
} from '@/lib/compare-selection';
import { useComparableModels } from '../hooks/use-comparable-models';
import { useMinWidth } from '../hooks/use-wide';
import { planAnswers } from '../lib/plan';
import { ModelPickItems } from './model-pick-items';
import { ICON_BUTTON } from './styles';

/**
 * Compare, in the composer (issue #44): adds one or two models to the composer's own. The next send asks
 * each of them the same question at once; the chips say which, and remove one.
 */
export function CompareControl({ model, disabled }: { model: ChatModel; disabled: boolean }) {
  const { t } = useTranslation('compare');
  const chosen = useSyncExternalStore(subscribeCompare, compareExtras);
  const { models, pick } = useComparableModels();
  // The composer asks the plan when it sends (the chat does not carry this code).
  useEffect(() => setComparePlanner(planAnswers), []);
  const extras = chosen.filter((extra) => extra.model !== model.model);
  const offered = models.filter(
    ({ entry }) => entry.model !== model.model && !extras.some((extra) => extra.model === entry.model),
  );
  const full = extras.length >= MAX_COMPARED - 1;
  // Tailwind's `sm`: from there the chips show; below, the menu lists the added models to remove.
  const roomy = useMinWidth(640);
  const remove = (gone: CompareModel) => setCompareExtras(extras.filter((extra) => extra !== gone));
  return (
    <div className="flex shrink-0 items-center gap-1" data-compare-control="">
      {extras.length ? (
        // On a phone the box keeps its width: the chips show from 640 px, the count on the button below.
        <ul aria-label={t('chosen')} className="hidden max-w-[16rem] flex-wrap gap-1 sm:flex">
          {extras.map((extra) => {
            const name = modelDisplayName(extra.model);
            return (
              <li
                key={extra.model}
                className="inline-flex items-center gap-0.5 rounded-full border border-line bg-surface-sunken py-0.5 pl-2 pr-0.5 text-xs text-ink"
              >
                <span className="max-w-[6rem] truncate">{name}</span>
                <button
                  type="button"
                  className="rounded-full p-0.5 text-ink-muted hover:text-ink"
                  aria-label={t('remove', { model: name })}
                  onClick={() => remove(extra)}
                >
                  <CloseIcon width={12} height={12} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Menu>
        <MenuButton
          className={ICON_BUTTON}
          disabled={disabled || (full && roomy)}
          aria-label={full ? t('full') : t('add')}
          title={full ? t('full') : t('add')}
        >
          <CompareIcon width={20} height={20} />
          {extras.length ? (
            <span aria-hidden className="text-xs font-semibold text-accent sm:hidden">
              +{extras.length}
            </span>
          ) : null}
        </MenuButton>
        <ModelPickItems
          heading={t('menu_heading', { model: modelDisplayName(model.model) })}
          chosen={
            roomy
              ? []
              : extras.map((extra) => ({
                  label: t('remove', { model: modelDisplayName(extra.model) }),
                  onRemove: () => remove(extra),
                }))
          }
          models={full ? [] : offered}
          onPick={(item) => {
            if (pick(item))
              setCompareExtras([...extras, { endpoint: item.entry.endpoint, model: item.entry.model }]);
          }}
        />
      </Menu>
    </div>
  );
}

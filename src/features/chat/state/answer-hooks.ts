import { selectorFamily, useRecoilValue } from 'recoil';
import { childrenOfState, messageSlotState, slotOfIdState } from './conversation-atoms';
import type { VisibleRow } from './chat-selectors';

/**
 * The comparison's reads of the open conversation (issue #44), in a module of their own: only the compare
 * feature's lazy chunk imports it, so /chat/new does not carry it.
 */
const LATEST_ONLY = { eviction: 'most-recent' } as const;
const NO_IDS: readonly string[] = [];

/**
 * The replies to a question, oldest first, each with its slot (a comparison's answers, issue #44). It reads
 * the child lists and the slots only: a streamed token does not recompute it.
 */
const answerRowsState = selectorFamily<readonly VisibleRow[], string>({
  key: 'chat/answerRows',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get:
    (questionId) =>
    ({ get }) => {
      const slots = get(slotOfIdState);
      return (get(childrenOfState).get(questionId) ?? NO_IDS).flatMap((id) => {
        const slot = slots.get(id);
        return slot === undefined ? [] : [{ id, slot }];
      });
    },
});

/** The models that answered a question (a reply's siblings included), in order, each once. */
const answerModelsState = selectorFamily<string, string>({
  key: 'chat/answerModels',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get:
    (questionId) =>
    ({ get }) => {
      const models = get(answerRowsState(questionId)).map(
        ({ slot }) => get(messageSlotState(slot))?.model ?? '',
      );
      return [...new Set(models.filter(Boolean))].join('\n');
    },
});

/** The replies to a question with their slots, oldest first. */
export const useAnswerRows = (questionId: string): readonly VisibleRow[] =>
  useRecoilValue(answerRowsState(questionId));
/** The models that answered a question, each once ('\n'-joined, so a token renders nothing). */
export const useAnswerModels = (questionId: string): string => useRecoilValue(answerModelsState(questionId));

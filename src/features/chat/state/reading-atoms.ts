import { atom, selectorFamily, useRecoilCallback, useRecoilValue } from 'recoil';

/**
 * What the reader of a long conversation points at (issue #43): the message the find bar's current match
 * or a link (`?m=`) is in, which a folded prompt unfolds for; the message a link names, marked; and the
 * prompts unfolded by hand (forgotten when the message list leaves).
 */
const revealedMessageState = atom<string | null>({ key: 'chat/revealedMessage', default: null });
const linkedMessageState = atom<string | null>({ key: 'chat/linkedMessage', default: null });
const unfoldedPromptsState = atom<ReadonlySet<string>>({ key: 'chat/unfoldedPrompts', default: new Set() });

const LATEST_ONLY = { eviction: 'most-recent' } as const;

const isLinkedState = selectorFamily<boolean, string>({
  key: 'chat/isLinked',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get:
    (id) =>
    ({ get }) =>
      get(linkedMessageState) === id,
});

const isUnfoldedState = selectorFamily<boolean, string>({
  key: 'chat/isUnfolded',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get:
    (id) =>
    ({ get }) =>
      get(unfoldedPromptsState).has(id) || get(revealedMessageState) === id,
});

/** Whether the address names this message (`?m=`): it shows marked. */
export const useIsLinked = (id: string): boolean => useRecoilValue(isLinkedState(id));
/** Whether a long prompt shows whole: unfolded by hand, or the find or a link points into it. */
export const useIsUnfolded = (id: string): boolean => useRecoilValue(isUnfoldedState(id));

/** The writers of the reader's marks, stable for the list's life. */
export function useReadingMarks() {
  const setRevealed = useRecoilCallback(
    ({ set }) =>
      (id: string | null) =>
        set(revealedMessageState, id),
    [],
  );
  const setLinked = useRecoilCallback(
    ({ set }) =>
      (id: string | null) =>
        set(linkedMessageState, id),
    [],
  );
  const setUnfolded = useRecoilCallback(
    ({ set }) =>
      (id: string, unfolded: boolean) =>
        set(unfoldedPromptsState, (ids) => {
          const next = new Set(ids);
          if (unfolded) next.add(id);
          else next.delete(id);
          return next;
        }),
    [],
  );
  // Not the linked and revealed ids: StrictMode's trial unmount would clear a link's mark that its effect
  // does not set again. A list that opens sets both (null without `?m=`), and an id of a chat left marks
  // nothing in another.
  const forgetUnfolded = useRecoilCallback(
    ({ reset }) =>
      () =>
        reset(unfoldedPromptsState),
    [],
  );
  return { setRevealed, setLinked, setUnfolded, forgetUnfolded };
}

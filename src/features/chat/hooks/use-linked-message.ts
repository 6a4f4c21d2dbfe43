import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LINKED_MESSAGE_PARAM } from '../lib/linked-message';
import type { VisibleRow } from '../state/chat-selectors';
import { useChatActions } from './use-chat-actions';
import type { RevealTarget } from './use-reveal-message';

/**
 * Opens the conversation at the message the address names (issue #43): the variants on its way are shown
 * (a hit on another branch switches to it), then it is scrolled to and marked. Once per address.
 */
export function useLinkedMessage(
  rows: readonly VisibleRow[],
  reveal: (target: RevealTarget) => void,
  mark: (messageId: string | null) => void,
): void {
  const [params] = useSearchParams();
  const linkedId = params.get(LINKED_MESSAGE_PARAM);
  const actions = useChatActions();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!linkedId) {
      done.current = null;
      mark(null);
      return;
    }
    if (done.current === linkedId || !actions.read().tree.byId.has(linkedId)) return;
    if (!rows.some((row) => row.id === linkedId)) {
      // Its branch shows next, and this runs again with the new rows.
      actions.showMessage(linkedId);
      return;
    }
    done.current = linkedId;
    mark(linkedId);
    reveal({ messageId: linkedId });
  }, [linkedId, rows, actions, reveal, mark]);
}

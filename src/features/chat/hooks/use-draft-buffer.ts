import { useEffect, useState } from 'react';
import { createDraftBuffer, type DraftBuffer } from '../lib/draft-buffer';

/**
 * The draft of the chat `conversationId` names (null: a fresh chat), one buffer for the view's life: the
 * composer can mount anew (the landing turning into the conversation) and finds the text where it was.
 * A pending write is stored when the page is hidden (a reload, a closed tab, a phone's app switch) and
 * when the view closes (another chat, another page); once the server names a fresh chat, the draft moves
 * under its id.
 */
export function useDraftBuffer(conversationId: string | null): DraftBuffer {
  const [draft] = useState(() => createDraftBuffer(conversationId));
  useEffect(() => draft.moveTo(conversationId), [draft, conversationId]);
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') draft.flush();
    };
    window.addEventListener('pagehide', draft.flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', draft.flush);
      document.removeEventListener('visibilitychange', onHidden);
      draft.flush();
    };
  }, [draft]);
  return draft;
}

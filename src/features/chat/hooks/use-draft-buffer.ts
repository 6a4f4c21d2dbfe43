import { useEffect, useState } from 'react';
import { createDraftBuffer, type DraftBuffer } from '../lib/draft-buffer';

/**
 * The draft of the chat `conversationId` names (null: a fresh chat), one buffer for the view's life: the
 * composer can mount anew (the landing turning into the conversation) and finds the text where it was.
 * A pending write is stored when the page is hidden (a reload, a closed tab, a phone's app switch) and
 * when the view closes (another chat, another page). Once the server names a fresh chat, the view moves
 * the draft under its id (`moveTo`, from the naming event).
 */
export function useDraftBuffer(key: string | null): DraftBuffer {
  const [draft] = useState(() => createDraftBuffer(key));
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

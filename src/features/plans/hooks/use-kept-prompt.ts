import { useEffect } from 'react';
import { useChatPromptModalQuery } from '../api/get-chat-prompt-modal';
import { useUpdateChatPromptModal } from '../api/update-chat-prompt-modal';

/**
 * A prompt the server kept for this conversation when a limit stopped it (useLimitFollowUps): when the
 * chat is opened again it goes back to the input through `restore`, and the server is told it was used
 * (which empties the cached answer). Returns false until then: the chat waits, so its input starts
 * with the prompt.
 */
export function useKeptPrompt(
  conversationId: string,
  enabled: boolean,
  restore: (prompt: string) => void,
): boolean {
  const query = useChatPromptModalQuery(conversationId, enabled);
  const { mutate: markUsed, isError: markFailed } = useUpdateChatPromptModal();
  const prompt = query.data ?? null;
  useEffect(() => {
    if (!prompt) return;
    restore(prompt);
    markUsed(conversationId);
    // `restore` is the caller's: a new function each render must not restore again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prompt, conversationId, markUsed]);
  if (!enabled || query.isError || markFailed) return true;
  return query.isSuccess && prompt === null;
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { SESSION_COOKIE } from './authenticate-v2';

export interface KeptPrompt {
  conversationId: string;
  prompt: string;
}

/** POST /e/set-chat-prompt-modal `{conversation_id, prompt}`: the server keeps the prompt for that chat. */
export function setChatPromptModal({ conversationId, prompt }: KeptPrompt): Promise<void> {
  return apiRequest('/e/set-chat-prompt-modal', {
    target: 'provider',
    json: { aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '', conversation_id: conversationId, prompt },
    responseType: 'none',
    skipRefresh: true,
  });
}

/**
 * The cached answer of get-chat-prompt-modal is left as it is: it says what the chat found when it was
 * opened, and the prompt kept now is still in the open chat's input.
 */
export function useSetChatPromptModal() {
  return useMutation({ mutationFn: setChatPromptModal });
}

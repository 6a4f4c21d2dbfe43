import { useRecoilCallback, useRecoilValue, useSetRecoilState } from 'recoil';
import { siblingInfo } from '@/lib/message-tree';
import type { Conversation } from '@/lib/schemas/conversation';
import type { Message } from '@/lib/schemas/message';
import type { InputState } from '../lib/availability';
import {
  conversationIdState,
  conversationState,
  messageState,
  messageTreeState,
  openChatState,
  siblingIndexState,
} from './conversation-atoms';
import {
  conversationEndpointState,
  hasMessagesState,
  inputModeState,
  isAnyEditingState,
  isEditingState,
  isSubmittingState,
  settledLatestMessageState,
  siblingLabelState,
  visiblePathState,
  visibleRowKeysState,
} from './chat-selectors';
import { editingIdState } from './submission-atoms';

/** The view (useChatWriter's viewId) whose conversation is open. */
export const useOpenChatView = (): number | null => useRecoilValue(openChatState);
export const useVisiblePath = (): readonly string[] => useRecoilValue(visiblePathState);
export const useVisibleRowKeys = (): readonly string[] => useRecoilValue(visibleRowKeysState);
export const useMessage = (id: string): Message | undefined => useRecoilValue(messageState(id));
export const useHasMessages = (): boolean => useRecoilValue(hasMessagesState);
export const useIsSubmitting = (): boolean => useRecoilValue(isSubmittingState);
/** The latest message, null while a reply streams. */
export const useSettledLatestMessage = (): Message | null => useRecoilValue(settledLatestMessageState);
export const useInputMode = (): InputState => useRecoilValue(inputModeState);
export const useConversationId = (): string | null => useRecoilValue(conversationIdState);
export const useConversation = (): Conversation | null => useRecoilValue(conversationState);
export const useConversationEndpoint = (): string | null => useRecoilValue(conversationEndpointState);
export const useIsEditing = (id: string): boolean => useRecoilValue(isEditingState(id));
export const useIsAnyEditing = (): boolean => useRecoilValue(isAnyEditingState);
/** `position/count` of the message among its siblings, or '' when it has none. */
export const useSiblingLabel = (id: string): string => useRecoilValue(siblingLabelState(id));

/** Opens a message in the inline editor (null closes it). */
export const useSetEditing = (): ((id: string | null) => void) => useSetRecoilState(editingIdState);

/** Shows the variant `step` places newer (+1) or older (-1) than the one shown beside `messageId`. */
export function useStepSibling(): (messageId: string, step: number) => void {
  return useRecoilCallback(
    ({ snapshot, set }) =>
      (messageId: string, step: number) => {
        const tree = snapshot.getLoadable(messageTreeState).getValue();
        const current = snapshot.getLoadable(siblingIndexState).getValue();
        const info = siblingInfo(tree, messageId, current);
        if (!info) return;
        const position = Math.min(Math.max(info.position + step, 1), info.count);
        set(siblingIndexState, { ...current, [info.parentKey]: info.count - position });
      },
    [],
  );
}

/**
 * Merges endpoint options (temperature, tools, ...) into the conversation for the next request; a
 * fresh chat gets a conversation holding only them until the server names it.
 */
export function useUpdateConversationOptions(): (partial: Readonly<Record<string, unknown>>) => void {
  return useRecoilCallback(
    ({ snapshot, set }) =>
      (partial: Readonly<Record<string, unknown>>) => {
        const conversationId = snapshot.getLoadable(conversationIdState).getValue();
        set(conversationState, (current) => ({
          ...(current ?? { conversationId: conversationId ?? 'new', title: 'New Chat' }),
          ...partial,
        }));
      },
    [],
  );
}

/** The conversation's current options, read when an action runs (not subscribed to). */
export function useReadConversation(): () => Conversation | null {
  return useRecoilCallback(
    ({ snapshot }) =>
      () =>
        snapshot.getLoadable(conversationState).getValue(),
    [],
  );
}

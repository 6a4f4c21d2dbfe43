import { useRecoilValue } from 'recoil';
import type { Conversation } from '@/lib/schemas/conversation';
import type { Message } from '@/lib/schemas/message';
import type { InputState } from '../lib/availability';
import {
  conversationIdState,
  conversationState,
  messageSlotState,
  openChatKeyState,
  siblingLabelSlotState,
} from './conversation-atoms';
import {
  conversationEndpointState,
  hasMessagesState,
  inputModeState,
  isAnyEditingState,
  isEditingSlotState,
  isSubmittingState,
  messageByIdState,
  settledLatestMessageState,
  visibleRowsState,
  type VisibleRow,
} from './chat-selectors';
import { chatKeyOfState, isChatInMemoryState, isConversationWritingState } from './chat-records';

/** The chat key of the conversation the atoms hold. */
export const useOpenChatKey = (): string | null => useRecoilValue(openChatKeyState);
/** The chat key of a conversation id (a fresh chat of this tab keeps its client key). */
export const useChatKeyOf = (conversationId: string): string =>
  useRecoilValue(chatKeyOfState(conversationId));
/** Whether this tab holds the conversation (it shows at once). */
export const useIsChatInMemory = (key: string): boolean => useRecoilValue(isChatInMemoryState(key));

export const useVisibleRows = (): readonly VisibleRow[] => useRecoilValue(visibleRowsState);
/** The message in a slot (what its row shows). */
export const useMessage = (slot: number): Message | undefined => useRecoilValue(messageSlotState(slot));
export const useMessageById = (id: string): Message | undefined => useRecoilValue(messageByIdState(id));
export const useHasMessages = (): boolean => useRecoilValue(hasMessagesState);
export const useIsSubmitting = (): boolean => useRecoilValue(isSubmittingState);
/** The latest message, null while a reply streams. */
export const useSettledLatestMessage = (): Message | null => useRecoilValue(settledLatestMessageState);
export const useInputMode = (): InputState => useRecoilValue(inputModeState);
export const useConversationId = (): string | null => useRecoilValue(conversationIdState);
export const useConversation = (): Conversation | null => useRecoilValue(conversationState);
export const useConversationEndpoint = (): string | null => useRecoilValue(conversationEndpointState);
export const useIsEditing = (slot: number): boolean => useRecoilValue(isEditingSlotState(slot));
export const useIsAnyEditing = (): boolean => useRecoilValue(isAnyEditingState);
/** `position/count` of the slot's message among its variants, or '' when it has none. */
export const useSiblingLabel = (slot: number): string => useRecoilValue(siblingLabelSlotState(slot));

/** Whether a reply is being written into the conversation in this tab (the history's mark). */
export const useIsConversationWriting = (conversationId: string): boolean =>
  useRecoilValue(isConversationWritingState(conversationId));

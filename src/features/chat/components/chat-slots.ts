import { createContext, useContext, type ComponentType } from 'react';
import type { Message } from '@/lib/schemas/message';
import type { ChatActions } from '../hooks/use-chat-actions';
import type { ChatModel } from '../lib/conversation-record';

/**
 * The chat's actions come as a prop, not through the chat's index: the slots' code is a lazy chunk, and a
 * second importer of the actions' module would split it out of the chat route's chunk (bytes on /chat/new).
 *
 * What another feature adds to the chat screen, given by the app layer (the chat does not import the
 * features that fill it): the comparison of issue #44. Each is a lazy component of its own feature.
 */
export interface ChatSlots {
  /** Beside the composer's tools (signed-in users): adds models to compare with the composer's own. */
  ComposerControl?: ComponentType<{ model: ChatModel; disabled: boolean }>;
  /** Instead of the message list while a question's answers stand side by side. */
  Board?: ComponentType<{ questionId: string; actions: ChatActions }>;
  /** Under a reply: 'Try again with…' and 'Show side by side'. */
  ReplyAddon?: ComponentType<{
    message: Message;
    isLatest: boolean;
    disabled: boolean;
    actions: ChatActions;
  }>;
}

const NO_SLOTS: ChatSlots = {};

export const ChatSlotsContext = createContext<ChatSlots>(NO_SLOTS);

export const useChatSlots = (): ChatSlots => useContext(ChatSlotsContext);

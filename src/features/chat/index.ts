export { ChatView } from './components/chat-view';
export { useMessagesQuery } from './api/get-messages';
export type { ChatModel } from './hooks/use-chat-actions';
export { useChatActions } from './hooks/use-chat-actions';
export type { ChatSlots } from './components/chat-slots';
export { ReadAloudButton } from './components/read-aloud-button';
export {
  useAnswerModels,
  useAnswerRows,
  useIsSubmitting,
  useMessage,
  useMessageById,
} from './state/chat-hooks';
export { StaticMessageList } from './components/static-message-list';
export { MessageMarkdown } from './components/markdown/message-markdown';
export { preloadConversationView } from './components/deferred-message-list';
export { useChatKeyOf, useIsChatInMemory, useIsConversationWriting } from './state/chat-hooks';
export type { RecordSeed as ChatSeed } from './lib/conversation-record';
export { endAllRuns as endAllChatStreams } from './state/running-chats';
export { readDraft, writeDraft } from './lib/drafts';
export { FollowOtherTabs } from './components/follow-other-tabs';

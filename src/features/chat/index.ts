export { ChatView } from './components/chat-view';
export { useMessagesQuery } from './api/get-messages';
export type { ChatModel } from './hooks/use-chat-actions';
export type { BeforeSend } from './components/chat-input';
export { StaticMessageList } from './components/static-message-list';
export { MessageMarkdown } from './components/markdown/message-markdown';
export { preloadConversationView } from './components/deferred-message-list';
export { useStartedChat, useSetStartedChat, type StartedChat } from './state/started-chat';
export { readDraft, writeDraft } from './lib/drafts';

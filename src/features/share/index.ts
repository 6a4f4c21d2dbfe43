export { SharedConversationView } from './components/shared-conversation-view';
export { getSharedConversation, type SharedConversation } from './api/get-shared-conversation';

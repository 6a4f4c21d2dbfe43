export { HistoryList } from './components/history-list';
export { useConversationQuery, getConversation } from './api/get-conversation';
export { useConversationsQuery } from './api/get-conversations';

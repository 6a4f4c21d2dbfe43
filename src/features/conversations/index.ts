export { HistoryList } from './components/history-list';
export { HistoryPager } from './components/history-pager';
export { HistoryRows } from './components/history-rows';
export { useConversationQuery } from './api/get-conversation';
export { messagesQueryOptions } from './api/get-messages';
// The chat's own api/ file reads the messages afresh for an export (chat/api/get-messages.ts).
// eslint-disable-next-line no-restricted-imports
export { getMessages } from './api/get-messages';
export { prefetchConversation } from './lib/prefetch-conversation';
// The PDF reader's own api/ file reads the history pages in its queryFn (chatpdf/api/get-pdf-chats.ts).
// eslint-disable-next-line no-restricted-imports
export { getConversations } from './api/get-conversations';
export { useClearConversationsMutation } from './api/clear-conversations';
export { useResetHistoryPage } from './state/history-state';
export { conversationPath } from './lib/open-path';
export { shownTitle } from './lib/shown-title';
export { pagerState } from './lib/paging';
export { useUpdateConversationMutation } from './api/update-conversation';
export { useDeleteConversationMutation } from './api/delete-conversation';

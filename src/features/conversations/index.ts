export { HistoryList, type HistoryListProps } from './components/history-list';
export { HistoryPager, type HistoryPagerProps } from './components/history-pager';
export { useConversationQuery, getConversation } from './api/get-conversation';
export { useConversationsQuery, getConversations } from './api/get-conversations';
export { useClearConversationsMutation } from './api/clear-conversations';
export { useRefreshConversations, useResetHistoryPage } from './state/history-state';
export { conversationPath, pathAfterDelete } from './lib/open-path';
export { pagerState, clampPage, type PagerState } from './lib/paging';

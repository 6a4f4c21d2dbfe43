import { useCallback } from 'react';
import { atom, useRecoilState, useRecoilValue, useSetRecoilState } from 'recoil';

/** The history page shown in the sidebar; kept here so closing and reopening the sidebar keeps it. */
const historyPageState = atom<number>({ key: 'conversations/historyPage', default: 1 });

/** Bumped to ask the history list to refetch (the ancestor client's refreshConversationsHint). */
const historyRefreshHintState = atom<number>({ key: 'conversations/refreshHint', default: 0 });

export function useHistoryPageState() {
  return useRecoilState(historyPageState);
}

export function useHistoryRefreshHint(): number {
  return useRecoilValue(historyRefreshHintState);
}

/** Asks the sidebar history to load its current page again. */
export function useRefreshConversations(): () => void {
  const setHint = useSetRecoilState(historyRefreshHintState);
  return useCallback(() => setHint((hint) => hint + 1), [setHint]);
}

/** Back to the first page (after clearing all chats). */
export function useResetHistoryPage(): () => void {
  const setPage = useSetRecoilState(historyPageState);
  return useCallback(() => setPage(1), [setPage]);
}

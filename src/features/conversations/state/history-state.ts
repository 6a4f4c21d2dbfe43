import { useCallback } from 'react';
import { atom, useRecoilState, useSetRecoilState } from 'recoil';

/** The history page shown in the sidebar; kept here so closing and reopening the sidebar keeps it. */
const historyPageState = atom<number>({ key: 'conversations/historyPage', default: 1 });

export function useHistoryPageState() {
  return useRecoilState(historyPageState);
}

/** Back to the first page (after clearing all chats). */
export function useResetHistoryPage(): () => void {
  const setPage = useSetRecoilState(historyPageState);
  return useCallback(() => setPage(1), [setPage]);
}

import { createContext, useContext, useSyncExternalStore } from 'react';
import { onTabNews, type TabNews } from './tab-channel';

type WritingNews = Extract<TabNews, { kind: 'writing' }>;

/**
 * Whether a reply is being written into a conversation, for the history's mark. In this tab the chat's
 * record says so (its `stream`); the app provides that reader here, since the history's feature does not
 * reach into the chat's. Another tab's replies come through the tab channel.
 */
const WritingHere = createContext<(conversationId: string) => boolean>(() => false);
export const WritingHereProvider = WritingHere.Provider;

/** A tab closed mid-reply never says it is done: its mark goes after the window a reload waits too. */
const ELSEWHERE_WINDOW_MS = 5 * 60_000;
/** Conversations other tabs are writing into, with the reply each is writing. */
const elsewhere = new Map<string, WritingNews>();
const listeners = new Set<() => void>();
let listening = false;

function follow(): void {
  if (listening) return;
  listening = true;
  onTabNews((news) => {
    if (news.kind === 'writing') elsewhere.set(news.conversationId, news);
    else if (news.conversationId === null) elsewhere.clear();
    else if (!elsewhere.delete(news.conversationId)) return;
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  follow();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The reply another tab is writing into the conversation, if one is. */
export function replyWrittenElsewhere(conversationId: string): WritingNews | null {
  follow();
  const news = elsewhere.get(conversationId);
  return news && Date.now() - news.sentAt < ELSEWHERE_WINDOW_MS ? news : null;
}

const writtenElsewhere = (conversationId: string): boolean => replyWrittenElsewhere(conversationId) !== null;

export function useIsWriting(conversationId: string): boolean {
  const useWritingHere = useContext(WritingHere);
  const here = useWritingHere(conversationId);
  const there = useSyncExternalStore(
    subscribe,
    () => writtenElsewhere(conversationId),
    () => false,
  );
  return here || there;
}

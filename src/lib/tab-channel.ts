/**
 * What one tab tells the others of the same browser (a `BroadcastChannel`): a reply it is writing into a
 * conversation and when it is written, and conversations removed. The others then show the reply as
 * being written and refetch what changed, so two tabs on one conversation agree.
 */
export type TabNews =
  | { kind: 'writing'; conversationId: string; userMessageId: string; endpoint: string; sentAt: number }
  | { kind: 'written'; conversationId: string }
  /** Deleted (or, with null, every conversation cleared). */
  | { kind: 'removed'; conversationId: string | null };

const CHANNEL = 'chat-tabs';
let channel: BroadcastChannel | null | undefined;
const listeners = new Set<(news: TabNews, fromHere: boolean) => void>();

function isNews(value: unknown): value is TabNews {
  if (!value || typeof value !== 'object') return false;
  const news = value as Record<string, unknown>;
  if (news.kind === 'removed') return news.conversationId === null || typeof news.conversationId === 'string';
  if (typeof news.conversationId !== 'string') return false;
  if (news.kind === 'written') return true;
  return (
    news.kind === 'writing' &&
    typeof news.userMessageId === 'string' &&
    typeof news.endpoint === 'string' &&
    typeof news.sentAt === 'number'
  );
}

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isNews(event.data)) return;
    for (const listener of listeners) listener(event.data, false);
  });
  return channel;
}

/** Tells the other tabs (never this one). */
export function announce(news: TabNews): void {
  open()?.postMessage(news);
}

/** Tells the other tabs and this one (what this tab did elsewhere than in the chat it concerns). */
export function announceEverywhere(news: TabNews): void {
  announce(news);
  for (const listener of listeners) listener(news, true);
}

/** `listener` hears what the other tabs announce (and this one's `announceEverywhere`); returns the unsubscribe. */
export function onTabNews(listener: (news: TabNews, fromHere: boolean) => void): () => void {
  open();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

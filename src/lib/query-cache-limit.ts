import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Keeps at most `keep` unobserved queries that `matches` (the messages of conversations left, say),
 * dropping the one left longest ago first: going back to a recent one is instant, and opening many
 * long ones in turn does not keep them all (React Query alone keeps each for its gcTime).
 */
export function limitUnobservedQueries(
  client: QueryClient,
  matches: (key: QueryKey) => boolean,
  keep: number,
): () => void {
  const cache = client.getQueryCache();
  const left: string[] = [];
  const forget = (hash: string) => {
    const index = left.indexOf(hash);
    if (index >= 0) left.splice(index, 1);
  };
  return cache.subscribe((event) => {
    const { query } = event;
    if (!matches(query.queryKey)) return;
    if (event.type === 'removed' || event.type === 'observerAdded') {
      forget(query.queryHash);
      return;
    }
    if (event.type !== 'observerRemoved' || query.getObserversCount() > 0) return;
    forget(query.queryHash);
    left.push(query.queryHash);
    while (left.length > keep) {
      const oldest = cache.get(left.shift() ?? '');
      if (oldest && oldest.getObserversCount() === 0) cache.remove(oldest);
    }
  });
}

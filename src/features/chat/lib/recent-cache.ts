/**
 * A map that keeps its `limit` most recently used entries: reading an entry makes it the newest, and
 * adding one past the limit drops the oldest.
 */
export interface RecentCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  readonly size: number;
}

export function createRecentCache<K, V>(limit: number): RecentCache<K, V> {
  const entries = new Map<K, V>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // A Map iterates in insertion order: moved to the end, it is the newest.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value as K);
    },
    get size() {
      return entries.size;
    },
  };
}

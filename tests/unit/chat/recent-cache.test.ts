import { describe, expect, it } from 'vitest';
import { createRecentCache } from '@/features/chat/lib/recent-cache';

describe('createRecentCache', () => {
  it('keeps the most recently used entries up to its limit', () => {
    const cache = createRecentCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'a' is now the newest, 'b' the oldest
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces an entry set again without growing', () => {
    const cache = createRecentCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
  });
});

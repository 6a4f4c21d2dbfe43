import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { limitUnobservedQueries } from '@/lib/query-cache-limit';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('limitUnobservedQueries', () => {
  it('keeps the queries left most recently and drops older ones, never one still observed', async () => {
    const client = new QueryClient();
    limitUnobservedQueries(client, (key) => key[0] === 'messages', 2);
    const observe = (id: string) => {
      const observer = new QueryObserver(client, { queryKey: ['messages', id], queryFn: () => id });
      return observer.subscribe(() => {});
    };
    const stopOther = new QueryObserver(client, { queryKey: ['other', 'x'], queryFn: () => 'x' }).subscribe(
      () => {},
    );
    const stopA = observe('a');
    const stopB = observe('b');
    const stopC = observe('c');
    await flush();
    stopA();
    stopB();
    await flush();
    expect(client.getQueryData(['messages', 'a'])).toBe('a');
    const stopD = observe('d');
    await flush();
    stopD();
    stopC();
    stopOther();
    await flush();
    const kept = client
      .getQueryCache()
      .findAll({ queryKey: ['messages'] })
      .map((query) => query.queryKey[1]);
    expect(kept.sort()).toEqual(['c', 'd']);
    expect(client.getQueryData(['other', 'x'])).toBe('x');
  });
});

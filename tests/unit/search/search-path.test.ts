import { isSearchPath, searchPath } from '@/features/search/lib/search-path';

describe('search addresses', () => {
  it('puts the trimmed query into one path segment', () => {
    expect(searchPath('  tram 28 ')).toBe('/search/tram%2028');
    expect(searchPath('a/b#c')).toBe('/search/a%2Fb%23c');
  });

  it('knows both search views and nothing else', () => {
    expect(isSearchPath('/chat/search')).toBe(true);
    expect(isSearchPath('/search/tram')).toBe(true);
    expect(isSearchPath('/chat/new')).toBe(false);
    expect(isSearchPath('/chat/searching')).toBe(false);
  });
});

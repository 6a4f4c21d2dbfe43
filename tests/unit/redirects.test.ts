import { appQueryTarget, queryRewrite, rootTarget, withoutRegPop } from '@/app/routing/redirects';

describe('routing decisions', () => {
  it('sends app=image-gen and app=chatpdf to their tools', () => {
    expect(appQueryTarget('?app=image-gen')).toBe('/image-gen');
    expect(appQueryTarget('?app=chatpdf')).toBe('/chatpdf');
    expect(appQueryTarget('?app=unknown')).toBeNull();
    expect(appQueryTarget('')).toBeNull();
  });

  it('knows no tool by the name of an object property', () => {
    for (const app of ['constructor', '__proto__', 'toString']) {
      expect(appQueryTarget(`?app=${app}`), app).toBeNull();
      expect(queryRewrite('/chat/new', `?app=${app}`), app).toBeNull();
    }
  });

  it('keeps the query on / only when it carries reg_pop', () => {
    expect(rootTarget('')).toBe('/chat/new');
    expect(rootTarget('?flow=chatapp')).toBe('/chat/new');
    expect(rootTarget('?reg_pop=1&flow=x')).toBe('/chat/new?reg_pop=1&flow=x');
  });

  it('strips reg_pop and keeps the rest', () => {
    expect(withoutRegPop('?reg_pop=1&flow=x')).toBe('?flow=x');
    expect(withoutRegPop('?reg_pop=1')).toBe('');
    expect(withoutRegPop('?flow=x')).toBe('?flow=x');
  });

  it('rewrites only when something has to change', () => {
    expect(queryRewrite('/chat/new', '')).toBeNull();
    expect(queryRewrite('/chat/new', '?reg_pop=1')).toBe('/chat/new');
    expect(queryRewrite('/chat/new', '?app=chatpdf&reg_pop=1&x=2')).toBe('/chatpdf?x=2');
    expect(queryRewrite('/chatpdf', '?app=chatpdf')).toBeNull();
    expect(queryRewrite('/', '?reg_pop=1')).toBeNull();
  });
});

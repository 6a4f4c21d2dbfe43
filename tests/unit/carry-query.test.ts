// @vitest-environment jsdom
import { cookiesToCarry, CARRIED_QUERY_KEYS } from '@/lib/url/carry-query';
import { readCookie } from '@/lib/cookies';
import { carryQueryToCookies } from '@/lib/url/carry-query';

describe('query-to-cookie carrying', () => {
  it('keeps the listed non-empty parameters and nothing else', () => {
    expect(cookiesToCarry('?ppg=72&flow=chatapp&utm_source=x&promo=&locales=de')).toEqual([
      ['ppg', '72'],
      ['flow', 'chatapp'],
      ['locales', 'de'],
    ]);
  });

  it('ignores blank values', () => {
    expect(cookiesToCarry('?reg_pop=%20&wflow=01')).toEqual([['wflow', '01']]);
  });

  it('lists the 23 keys of spec section 3', () => {
    expect(CARRIED_QUERY_KEYS).toHaveLength(23);
  });

  it('writes the cookies the page can read back', () => {
    carryQueryToCookies('?chat_dsng=02&keyword=ai%20chat');
    expect(readCookie('chat_dsng')).toBe('02');
    expect(readCookie('keyword')).toBe('ai chat');
  });
});

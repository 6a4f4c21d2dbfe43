// @vitest-environment jsdom
import { decideGate, gateInputs, isInAppRegisterVariant, readGateInputs } from '@/features/plans';

describe('gate inputs: cookies with the address query winning', () => {
  it('takes flow and n_flow from the query when only the query has them', () => {
    const inputs = gateInputs({ flow: null, n_flow: null }, '?flow=chatapp&n_flow=chatapp');
    expect(inputs).toMatchObject({ flow: 'chatapp', n_flow: 'chatapp' });
    expect(decideGate(inputs, 'guest', 'register')).toEqual({
      kind: 'redirect',
      page: 'pricing-redirect',
      rule: 'flow',
    });
  });

  it('keeps cookies the query does not name, and ignores empty query values', () => {
    const inputs = gateInputs({ rdct: '02', wflow: '01' }, '?wflow=&keyword=x');
    expect(inputs).toEqual({ rdct: '02', wflow: '01' });
  });

  it('lets a non-empty query value replace the cookie', () => {
    expect(gateInputs({ r_flow: 'chatai' }, '?r_flow=other').r_flow).toBe('other');
  });

  it('reads document cookies and location together', () => {
    document.cookie = 'n_flow=chatapp; path=/';
    window.history.replaceState(null, '', '/chat/new?flow=chatapp');
    expect(readGateInputs()).toMatchObject({ flow: 'chatapp', n_flow: 'chatapp' });
    window.history.replaceState(null, '', '/');
  });
});

describe('reg_pop', () => {
  it.each([
    ['1', true],
    [' 1 ', true],
    ['0', false],
    ['true', false],
    [null, false],
  ])('reg_pop %j → in-app variant %s', (value, expected) => {
    expect(isInAppRegisterVariant(value)).toBe(expected);
  });
});

import { decideGate, gateRedirectUrl, registrationPage, type GateCookies } from '@/features/plans';

const SITE = 'https://start.example';

describe('gate logic before any upgrade or register popup', () => {
  it.each([
    // [cookies, tier, action, expected page or 'run']
    [{ flow: 'chatapp', n_flow: 'chatapp' }, 'guest', 'register', 'pricing-redirect'],
    [{ flow: 'CHATAPP', n_flow: 'chatapp' }, 'free', 'pricing', 'pricing-redirect'],
    [{ flow: 'chatapp', n_flow: 'chatapp', user_plan: 'basic' }, 'guest', 'register', 'run'],
    [{ flow: 'chatapp', n_flow: 'chatapp' }, 'basic', 'pricing', 'run'],
    [{ flow: 'chatapp' }, 'guest', 'register', 'run'],
    [{ rdct: '02' }, 'guest', 'register', 'pricing-redirect'],
    [{ rdct: '02' }, 'pro', 'pricing', 'run'],
    [{ rdct: '99' }, 'guest', 'register', 'run'],
    [{ r_flow: 'chatai' }, 'guest', 'register', 'register'],
    [{ r_flow: 'dreamphoto', flow: '02' }, 'free', 'pricing', 'register-b'],
    [{ r_flow: 'chatpdf', flow: '03' }, 'guest', 'register', 'register-x'],
    [{ r_flow: 'ChatAI', flow: '04' }, 'pro', 'pricing', 'select-account-type-d'],
    [{ r_flow: 'chatai', flow: '05' }, 'guest', 'register', 'aurora-register'],
    [{ r_flow: 'chatai', flow: '06' }, 'guest', 'register', 'register'],
    [{ r_flow: 'other', flow: '02' }, 'guest', 'register', 'run'],
    [{ wflow: '01' }, 'guest', 'register', 'registration-redirect'],
    [{ wflow: '01' }, 'free', 'pricing', 'run'],
    [{ wflow: '02' }, 'guest', 'register', 'run'],
    [{}, 'guest', 'register', 'run'],
  ] as const)('%j, %s, %s → %s', (cookies, tier, action, expected) => {
    const decision = decideGate(cookies as GateCookies, tier, action);
    expect(decision.kind === 'run' ? 'run' : decision.page).toBe(expected);
  });

  it('applies the steps in order: flow before rdct before r_flow', () => {
    expect(decideGate({ flow: 'chatapp', n_flow: 'chatapp', rdct: '01', r_flow: 'chatai' }, 'guest')).toEqual(
      {
        kind: 'redirect',
        page: 'pricing-redirect',
        rule: 'flow',
      },
    );
    expect(decideGate({ rdct: '01', r_flow: 'chatai' }, 'guest')).toEqual({
      kind: 'redirect',
      page: 'pricing-redirect',
      rule: 'rdct',
    });
    expect(decideGate({ rdct: '01', r_flow: 'chatai' }, 'promax')).toEqual({
      kind: 'redirect',
      page: 'register',
      rule: 'r_flow',
    });
  });

  it('builds the redirect address on the registration site', () => {
    expect(gateRedirectUrl(decideGate({ flow: 'chatapp', n_flow: 'chatapp' }, 'guest'), `${SITE}/`)).toBe(
      `${SITE}/pricing-redirect`,
    );
    expect(gateRedirectUrl(decideGate({ r_flow: 'chatai', flow: '05' }, 'guest'), SITE)).toBe(
      `${SITE}/aurora-register`,
    );
    expect(gateRedirectUrl({ kind: 'run' }, SITE)).toBeNull();
  });

  it('maps flow codes to registration pages', () => {
    expect([undefined, '01', '02', '03', '04', '05', ' 02 '].map((flow) => registrationPage(flow))).toEqual([
      'register',
      'register',
      'register-b',
      'register-x',
      'select-account-type-d',
      'aurora-register',
      'register-b',
    ]);
    expect(registrationPage('constructor')).toBe('register');
    expect(registrationPage('__proto__')).toBe('register');
  });
});

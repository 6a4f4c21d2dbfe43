import {
  PLAN_POLL_INTERVAL_MS,
  PLAN_POLL_MAX_ANSWERS,
  effectiveSubscription,
  nextPollDelay,
  paidAppRedirect,
  planCookies,
  providerMatches,
} from '@/features/plans';

describe('tier polling (300 ms, about 5 s)', () => {
  it('polls every 300 ms until the answer names the user', () => {
    expect(nextPollDelay({ answers: 1, matched: false })).toBe(300);
    expect(nextPollDelay({ answers: 1, matched: true })).toBe(false);
  });

  it('gives up after about 5 seconds of answers', () => {
    expect(PLAN_POLL_MAX_ANSWERS * PLAN_POLL_INTERVAL_MS).toBeGreaterThanOrEqual(5000);
    expect((PLAN_POLL_MAX_ANSWERS - 1) * PLAN_POLL_INTERVAL_MS).toBeLessThan(5000);
    expect(nextPollDelay({ answers: PLAN_POLL_MAX_ANSWERS - 1, matched: false })).toBe(300);
    expect(nextPollDelay({ answers: PLAN_POLL_MAX_ANSWERS, matched: false })).toBe(false);
  });

  it('matches e-mails case-insensitively and never for a missing one', () => {
    expect(providerMatches('Pro@Demo.test', { email: 'pro@demo.test' })).toBe(true);
    expect(providerMatches('pro@demo.test', { email: 'free@demo.test' })).toBe(false);
    expect(providerMatches(null, { email: null })).toBe(false);
    expect(providerMatches('pro@demo.test', undefined)).toBe(false);
  });

  it('prefers the provider subscription once it names the same user', () => {
    const user = { email: 'a@b.test', subscription_type: 'basic' };
    expect(effectiveSubscription(user, { email: 'a@b.test', subscription_type: 'PRO' })).toBe('PRO');
    expect(effectiveSubscription(user, { email: 'other@b.test', subscription_type: 'PRO' })).toBe('basic');
    expect(effectiveSubscription(user, undefined)).toBe('basic');
    expect(effectiveSubscription(undefined, undefined)).toBeNull();
  });
});

describe('paid chat app at start', () => {
  const url = 'https://paid.example.test/chat';
  it.each([
    ['PRO', url],
    ['promax', url],
    ['Enterprise', url],
    ['advanced', null],
    ['basic', null],
    ['', null],
    [null, null],
  ])('%j → %j', (subscription, expected) => {
    expect(paidAppRedirect(subscription, url)).toBe(expected);
  });

  it('stays when the config has no paid app', () => {
    expect(paidAppRedirect('PRO', '')).toBeNull();
  });
});

describe('plan cookies', () => {
  it('names the plan and the e-mail of a paid user', () => {
    expect(planCookies('pro@demo.test', 'PRO')).toEqual({ user_plan: 'PRO', user_email: 'pro@demo.test' });
  });

  it('has no user_plan without a subscription', () => {
    expect(planCookies('free@demo.test', '')).toEqual({ user_plan: null, user_email: 'free@demo.test' });
    expect(planCookies(null, null)).toEqual({ user_plan: null, user_email: null });
  });
});

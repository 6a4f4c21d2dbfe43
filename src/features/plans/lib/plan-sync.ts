/** Start-up plan handling (spec section 4 'Tier flags' and 'Authentication'), as pure functions. */

/** The provider's user object is asked for every 300 ms ... */
export const PLAN_POLL_INTERVAL_MS = 300;
/** ... until it matches the session or about 5 s have passed (spec section 9). */
export const PLAN_POLL_LIMIT_MS = 5000;
/** Counting answers rather than reading a clock keeps the rule pure: 17 answers take about 5 s. */
export const PLAN_POLL_MAX_ANSWERS = Math.ceil(PLAN_POLL_LIMIT_MS / PLAN_POLL_INTERVAL_MS);

export interface ProviderAnswer {
  email?: string | null;
  subscription_type?: string | null;
}

/** A provider answer matches when it names the signed-in user (e-mails compared case-insensitively). */
export function providerMatches(userEmail: string | null | undefined, answer: ProviderAnswer | undefined) {
  const email = (userEmail ?? '').trim().toLowerCase();
  return email !== '' && (answer?.email ?? '').trim().toLowerCase() === email;
}

/** The next poll after `answers` answers (errors included): in 300 ms, or never once it matched or time is up. */
export function nextPollDelay(input: { answers: number; matched: boolean }): number | false {
  if (input.matched) return false;
  return input.answers >= PLAN_POLL_MAX_ANSWERS ? false : PLAN_POLL_INTERVAL_MS;
}

/** The provider's subscription type once it matched the user, else the one of /api/user. */
export function effectiveSubscription(
  user: { email?: string | null; subscription_type?: string | null } | undefined,
  answer: ProviderAnswer | undefined,
): string | null {
  if (answer && providerMatches(user?.email, answer) && answer.subscription_type != null) {
    return answer.subscription_type;
  }
  return user?.subscription_type ?? null;
}

/** Subscription types whose session at start goes to the paid chat app (compared case-insensitively). */
export const PAID_APP_SUBSCRIPTIONS: readonly string[] = ['PRO', 'PROMAX', 'ENTERPRISE'];

/** Where a session that starts with this subscription goes; null = stay ('' in the config means stay). */
export function paidAppRedirect(
  subscription: string | null | undefined,
  paidChatAppUrl: string,
): string | null {
  if (!paidChatAppUrl.trim()) return null;
  return PAID_APP_SUBSCRIPTIONS.includes((subscription ?? '').trim().toUpperCase()) ? paidChatAppUrl : null;
}

/**
 * The plan cookies for a signed-in user: user_plan holds the subscription type ('' = no plan, so the
 * cookie goes: the gate logic reads it as 'no user plan'), user_email the address (the register popup
 * then shows pricing rather than registration).
 */
export function planCookies(
  email: string | null | undefined,
  subscription: string | null | undefined,
): { user_plan: string | null; user_email: string | null } {
  const plan = (subscription ?? '').trim();
  return { user_plan: plan === '' ? null : plan, user_email: (email ?? '').trim() || null };
}

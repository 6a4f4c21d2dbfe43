import { usePlanSource } from '../hooks/use-plan-source';
import { usePlanSync } from '../hooks/use-plan-sync';
import { useReplyFollowUps } from '../hooks/use-reply-follow-ups';

/**
 * Mount once inside the auth provider, on every page: plan polling, plan cookies, the paid-app redirect
 * of a session that exists at start, and what a finished reply changes in usage. No Recoil: the login
 * pages have it without loading the chat's state.
 */
export function PlanSync() {
  usePlanSync(usePlanSource());
  useReplyFollowUps();
  return null;
}

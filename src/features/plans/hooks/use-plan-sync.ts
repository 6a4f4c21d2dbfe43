import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthContext } from '@/features/auth';
import { deleteCookie, writeCookie } from '@/lib/cookies';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { providerAuthQueryOptions } from '../api/authenticate-v2';
import { nextPollDelay, paidAppRedirect, planCookies, providerMatches } from '../lib/plan-sync';
import type { CurrentPlan } from '../state/current-plan';

/**
 * Mounted once, with the plan the runtime publishes: polls /e/authenticate/v2 every 300 ms until it names the signed-in user (about 5 s at
 * most), keeps the user_plan and user_email cookies, and sends a session that starts as PRO, PROMAX
 * or ENTERPRISE to the paid chat app when the config names one (spec section 4).
 */
export function usePlanSync(plan: CurrentPlan): void {
  const { status, user } = useAuthContext();
  const { paidChatAppUrl } = useRuntimeConfig();
  const email = user?.email ?? null;

  useQuery({
    ...providerAuthQueryOptions(),
    enabled: status === 'authenticated' && Boolean(email),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) =>
      nextPollDelay({
        answers: query.state.dataUpdateCount + query.state.errorUpdateCount,
        matched: providerMatches(email, query.state.data),
      }),
  });

  useEffect(() => {
    if (status !== 'authenticated' || !plan.resolved) return;
    const cookies = planCookies(email, plan.subscription);
    for (const [name, value] of Object.entries(cookies)) {
      if (value) writeCookie(name, value, { days: 30 });
      else deleteCookie(name);
    }
  }, [status, email, plan.resolved, plan.subscription]);

  // Only a session that exists when the app starts is sent away, not one that logs in here.
  const startedSignedIn = useRef<boolean | null>(null);
  useEffect(() => {
    if (startedSignedIn.current === null && status !== 'initializing') {
      startedSignedIn.current = status === 'authenticated';
    }
    if (!startedSignedIn.current || !plan.resolved) return;
    startedSignedIn.current = false;
    const target = paidAppRedirect(plan.subscription, paidChatAppUrl);
    if (target) window.location.replace(target);
  }, [status, plan.resolved, plan.subscription, paidChatAppUrl]);
}

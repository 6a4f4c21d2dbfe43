import { lazy, Suspense, useLayoutEffect } from 'react';
import { usePlanSource } from '../hooks/use-plan-source';
import { usePlanSync } from '../hooks/use-plan-sync';
import { useSetCurrentPlan } from '../state/current-plan';
import { useReplyFollowUps } from '../hooks/use-reply-follow-ups';
import { usePlanPopup } from '../state/plan-popup';

// The popups load when one first opens: most visits never see one.
const PlanPopupHost = lazy(() =>
  import('./plan-popup-host').then((module) => ({ default: module.PlanPopupHost })),
);

/**
/**
 * Mount once inside the auth provider: the one writer of the current plan (so the header, the option
 * bar and the usage check always decide by the same tier), plan polling, plan cookies, the paid-app
 * redirect, what a finished reply changes in usage, and the popups.
 */
export function PlansRuntime() {
  const plan = usePlanSource();
  const publish = useSetCurrentPlan();
  // Before paint: a tier change never shows one part of the page on the old tier.
  useLayoutEffect(() => publish(plan), [plan, publish]);
  usePlanSync(plan);
  useReplyFollowUps();
  const popup = usePlanPopup();
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PlanPopupHost />
    </Suspense>
  );
}

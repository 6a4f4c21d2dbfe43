import { lazy, Suspense } from 'react';
import { usePlanSync } from '../hooks/use-plan-sync';
import { useReplyFollowUps } from '../hooks/use-reply-follow-ups';
import { usePlanPopup } from '../state/plan-popup';

// The popups load when one first opens: most visits never see one.
const PlanPopupHost = lazy(() =>
  import('./plan-popup-host').then((module) => ({ default: module.PlanPopupHost })),
);

/**
 * Mount once inside the auth provider: plan polling, plan cookies, the paid-app redirect, what a
 * finished reply changes in usage, and the popups.
 */
export function PlansRuntime() {
  usePlanSync();
  useReplyFollowUps();
  const popup = usePlanPopup();
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PlanPopupHost />
    </Suspense>
  );
}

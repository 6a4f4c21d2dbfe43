import { lazy, Suspense, useLayoutEffect } from 'react';
import { usePlanSource } from '../hooks/use-plan-source';
import { useSetCurrentPlan } from '../state/current-plan';
import { usePlanPopup } from '../state/plan-popup';

// The popups load when one first opens: most visits never see one.
const PlanPopupHost = lazy(() =>
  import('./plan-popup-host').then((module) => ({ default: module.PlanPopupHost })),
);

/**
 * Mount inside the Recoil root of the app pages: the one writer of the current plan (so the header, the
 * option bar and the usage check always decide by the same tier), and the popups.
 */
export function PlanState() {
  const plan = usePlanSource();
  const publish = useSetCurrentPlan();
  // Before paint: a tier change never shows one part of the page on the old tier.
  useLayoutEffect(() => publish(plan), [plan, publish]);
  const popup = usePlanPopup();
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PlanPopupHost />
    </Suspense>
  );
}

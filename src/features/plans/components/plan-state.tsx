import { lazy, Suspense } from 'react';
import type { CurrentPlan } from '../state/current-plan';
import { usePublishPlan } from '../state/publish-plan';
import { usePlanPopup } from '../state/plan-popup';

// The popups load when one first opens: most visits never see one.
const PlanPopupHost = lazy(() =>
  import('./plan-popup-host').then((module) => ({ default: module.PlanPopupHost })),
);

/**
 * Mount inside the Recoil root of the app pages: the one writer of the current plan (so the header, the
 * option bar and the usage check always decide by the same tier), and the popups. `plan` is what its
 * sources say (`usePlanSource`, read by the root, which also starts the state with it).
 */
export function PlanState({ plan }: { plan: CurrentPlan }) {
  usePublishPlan(plan);
  const popup = usePlanPopup();
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <PlanPopupHost />
    </Suspense>
  );
}

import { useLayoutEffect } from 'react';
import { useRecoilValue, useSetRecoilState } from 'recoil';
import { currentPlanState, type CurrentPlan } from './current-plan';

const samePlan = (a: CurrentPlan, b: CurrentPlan) =>
  (Object.keys(a) as (keyof CurrentPlan)[]).every((key) => a[key] === b[key]);

/**
 * Publishes the plan when it differs from the one held. Any Recoil write from a layout effect renders at
 * once, and with it React runs every passive effect of the page in the same task: the first page's
 * publish, which changes nothing (see `startWithPlan`), writes nothing.
 */
export function usePublishPlan(plan: CurrentPlan): void {
  const held = useRecoilValue(currentPlanState);
  const set = useSetRecoilState(currentPlanState);
  // Before paint: a tier change never shows one part of the page on the old tier.
  useLayoutEffect(() => {
    if (!samePlan(held, plan)) set(plan);
  }, [held, plan, set]);
}

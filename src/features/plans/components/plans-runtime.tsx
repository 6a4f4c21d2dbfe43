import { usePlanSync } from '../hooks/use-plan-sync';
import { PlanPopupHost } from './plan-popup-host';

/** Mount once inside the auth provider: plan polling, plan cookies, the paid-app redirect and the popups. */
export function PlansRuntime() {
  usePlanSync();
  return <PlanPopupHost />;
}

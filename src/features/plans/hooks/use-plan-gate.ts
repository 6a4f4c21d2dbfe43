import { useCallback, useMemo } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { readGateInputs } from '../lib/gate-inputs';
import { decideGate, gateRedirectUrl, type GateAction } from '../lib/gates';
import { readSocialRegistration } from '../lib/social-registration';
import { useSetPlanPopup } from '../state/plan-popup';
import { useCurrentPlan } from '../state/current-plan';
import { useSocialRegistration } from './use-social-registration';

export interface PlanGate {
  /** Runs the gate logic, then opens the popup for `action` or leaves for the page the gate names. */
  request: (action: GateAction) => void;
  /** The registration prompt (guests). */
  requestRegister: () => void;
  /** The pricing popup (a model or feature the plan lacks). */
  requestPricing: () => void;
}

/** Every register or upgrade popup goes through here, so the gate logic always runs first (spec section 4). */
export function usePlanGate(): PlanGate {
  const { startSiteUrl } = useRuntimeConfig();
  const { tier } = useCurrentPlan();
  const setPopup = useSetPlanPopup();
  const finishSocialRegistration = useSocialRegistration();
  const request = useCallback(
    (action: GateAction) => {
      const decision = decideGate(readGateInputs(), tier, action);
      const target = gateRedirectUrl(decision, startSiteUrl);
      if (target) return window.location.assign(target);
      const social = action === 'register' ? readSocialRegistration() : null;
      if (!social) return setPopup({ action });
      void finishSocialRegistration(social).then((url) =>
        url ? window.location.assign(url) : setPopup({ action }),
      );
    },
    [tier, startSiteUrl, setPopup, finishSocialRegistration],
  );
  return useMemo(
    () => ({
      request,
      requestRegister: () => request('register'),
      requestPricing: () => request('pricing'),
    }),
    [request],
  );
}

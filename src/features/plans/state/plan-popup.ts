import { atom, useRecoilValue, useSetRecoilState } from 'recoil';
import type { GateAction } from '../lib/gates';

/** The open register or pricing popup; null when none is open. */
export type PlanPopup = { action: GateAction } | null;

const planPopupState = atom<PlanPopup>({ key: 'plans/popup', default: null });

export function usePlanPopup(): PlanPopup {
  return useRecoilValue(planPopupState);
}

export function useSetPlanPopup(): (popup: PlanPopup) => void {
  return useSetRecoilState(planPopupState);
}

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentPlan, usePlanGate } from '@/features/plans';
import type { CatalogueEntry } from '../lib/catalogue';
import { chooseModel } from '../lib/choice';
import { rememberChoice } from '../lib/remember';
import { useSetChatModelChoice } from '../state/chat-model-choice';

/**
 * Choosing a model anywhere (dropdown, tabs, carousel, full list): the access rules decide; gated
 * entries open the register or pricing popup through the gate logic and the model stays as it was.
 */
export function useChooseModel(): (entry: CatalogueEntry) => void {
  const plan = useCurrentPlan();
  const gate = usePlanGate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setOverride = useSetChatModelChoice();
  return useCallback(
    (entry: CatalogueEntry) => {
      if (!plan.resolved) return;
      const outcome = chooseModel(plan, entry, pathname);
      if (outcome.kind === 'gate') gate.request(outcome.gate);
      if (outcome.kind !== 'apply') return;
      const { endpoint, model } = outcome.choice;
      rememberChoice({ endpoint, model }, outcome.slug);
      setOverride(outcome.key, outcome.keep ? { endpoint, model } : null);
      if (outcome.navigateTo) navigate(outcome.navigateTo);
    },
    [plan, gate, pathname, setOverride, navigate],
  );
}

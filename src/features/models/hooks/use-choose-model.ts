import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentPlan, usePlanGate } from '@/features/plans';
import type { CatalogueEntry } from '../lib/catalogue';
import { chooseModel } from '../lib/choice';
import { rememberChoice } from '../lib/remember';
import { useSetChatModel } from './set-chat-model';

/**
 * Choosing a model anywhere (dropdown, tabs, carousel, full list): the access rules decide; gated
 * entries open the register or pricing popup through the gate logic and the model stays as it was.
 * A usable one goes to the chat the address opens (its record keeps it, see `useSetChatModel`), or to
 * a model's address, which opens a fresh chat with it.
 */
export function useChooseModel(): (entry: CatalogueEntry) => void {
  const plan = useCurrentPlan();
  const gate = usePlanGate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setChatModel = useSetChatModel();
  return useCallback(
    (entry: CatalogueEntry) => {
      if (!plan.resolved) return;
      const outcome = chooseModel(plan, entry, pathname);
      if (outcome.kind === 'gate') gate.request(outcome.gate);
      if (outcome.kind !== 'apply') return;
      const { endpoint, model } = outcome.choice;
      rememberChoice({ endpoint, model }, outcome.slug);
      if (outcome.navigateTo === null) setChatModel({ endpoint, model });
      else navigate(outcome.navigateTo, outcome.carried ? { state: outcome.carried } : undefined);
    },
    [plan, gate, pathname, setChatModel, navigate],
  );
}

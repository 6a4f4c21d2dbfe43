import { useMemo } from 'react';
import { resolveModel, useEndpointsQuery, type ModelChoice } from '@/features/models';
import { useCurrentPlan } from '@/features/plans';
import { isUserProvided } from '@/features/settings';
import { readJson } from '@/lib/storage';
import { LEGACY_ENDPOINT_ORDER, endpointStartModel } from '../lib/endpoint-names';

export interface EndpointChoice extends ModelChoice {
  userProvide: boolean;
}

/**
 * The plan's rule for a model (spec section 4, 'Model choice'): usable when the access rules keep
 * it as chosen, and the endpoints a fresh chat may switch to under that rule.
 */
export function useEndpointChoices(): {
  choices: EndpointChoice[];
  mayUse: (choice: ModelChoice) => boolean;
} {
  const plan = useCurrentPlan();
  const endpoints = useEndpointsQuery();
  return useMemo(() => {
    const access = { tier: plan.tier, isEnterprise: plan.isEnterprise, isMember: plan.isMember };
    const mayUse = (choice: ModelChoice) => resolveModel(access, choice).switched === null;
    const lastSelected = readJson<Record<string, unknown>>('lastSelectedModel', {});
    const choices: EndpointChoice[] = [];
    for (const endpoint of LEGACY_ENDPOINT_ORDER) {
      const model = endpointStartModel(endpoint, endpoints.data, lastSelected);
      if (!model || !mayUse({ endpoint, model })) continue;
      choices.push({ endpoint, model, userProvide: isUserProvided(endpoints.data?.[endpoint]) });
    }
    return { choices, mayUse };
  }, [plan.tier, plan.isEnterprise, plan.isMember, endpoints.data]);
}

import { useCallback, useMemo } from 'react';
import {
  MODEL_CATALOGUE,
  modelAccess,
  offeredCatalogue,
  useEndpointsQuery,
  type CatalogueEntry,
  type ModelAccess,
} from '@/features/models';
import { useCurrentPlan, usePlanGate } from '@/features/plans';

export interface ComparableModel {
  entry: CatalogueEntry;
  access: ModelAccess;
}

/** Models whose answer is a picture: a comparison is of written answers. */
const PICTURE_ENDPOINTS: readonly string[] = ['dallE'];
const isPictureModel = (entry: CatalogueEntry) =>
  PICTURE_ENDPOINTS.includes(entry.endpoint) || entry.model.includes('image');

/**
 * The user's catalogue for comparing (the models the server offers, as the model menu lists them) and
 * what picking one does: a model the tier cannot use opens the same gate as the model menu.
 */
export function useComparableModels(): {
  models: readonly ComparableModel[];
  /** True when the model can be added; false after opening its gate (or when it cannot be chosen). */
  pick: (item: ComparableModel) => boolean;
} {
  const plan = useCurrentPlan();
  const gate = usePlanGate();
  const endpoints = useEndpointsQuery();
  const models = useMemo(
    () =>
      (endpoints.data ? offeredCatalogue(endpoints.data) : MODEL_CATALOGUE)
        .filter((entry) => !isPictureModel(entry))
        .map((entry) => ({ entry, access: modelAccess(plan, entry) }))
        .filter((item) => item.access.state !== 'hidden'),
    [endpoints.data, plan],
  );
  const pick = useCallback(
    ({ access }: ComparableModel) => {
      if (access.state === 'gated') gate.request(access.gate);
      return access.state === 'usable';
    },
    [gate],
  );
  return { models, pick };
}

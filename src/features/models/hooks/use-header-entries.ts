import { useMemo } from 'react';
import { useCurrentPlan } from '@/features/plans';
import { modelAccess, type ModelAccess } from '../lib/access';
import { headerSlugs, slugEntry, type CatalogueEntry } from '../lib/catalogue';
import type { ModelSlug } from '../lib/slugs';

export interface HeaderEntry {
  slug: ModelSlug;
  entry: CatalogueEntry;
  access: ModelAccess;
}

/** The header's entries (spec section 2) that the plan may see, each with its access. */
export function useHeaderEntries(current: ModelSlug | null): HeaderEntry[] {
  const plan = useCurrentPlan();
  return useMemo(
    () =>
      headerSlugs(current ?? 'new')
        .map((slug) => {
          const entry = slugEntry(slug);
          return { slug, entry, access: modelAccess(plan, entry) };
        })
        .filter((item) => item.access.state !== 'hidden'),
    [plan, current],
  );
}

/** Query keys of the search feature (its results are shared: `searchResultKeys` in src/lib/query-keys). */
export const searchKeys = {
  enabled: () => ['searchEnabled'] as const,
};

/** Query keys of the plans feature (the usage counters are shared: `usageKeys` in src/lib/query-keys). */
export const planKeys = {
  providerAuth: () => ['providerAuth'] as const,
};

/** Query keys of the image generator (its monthly usage is shared: `usageKeys` in src/lib/query-keys). */
export const imageGenKeys = {
  access: () => ['imageGenAccess'] as const,
  collection: () => ['imageCollection'] as const,
};

/** Query keys of the auth feature (the user's own key is shared: `userKeys` in src/lib/query-keys). */
export const authKeys = {
  startupConfig: () => ['startupConfig'] as const,
};

/** Query keys of the mood rating. */
export const moodKeys = {
  usageDuration: (email: string) => ['usageDuration', email] as const,
};

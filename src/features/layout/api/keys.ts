/** Query keys of the app shell. */
export const layoutKeys = {
  totalApps: () => ['totalApps'] as const,
};

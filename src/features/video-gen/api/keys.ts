/** Query keys of the video generator. */
export const videoGenKeys = {
  collection: () => ['videoCollection'] as const,
};

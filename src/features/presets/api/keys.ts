/** Query keys of the presets. */
export const presetKeys = {
  all: () => ['presets'] as const,
};

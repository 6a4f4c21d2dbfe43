/** Query keys of the plugin store (installed plugins are on the user: `userKeys` in src/lib/query-keys). */
export const pluginKeys = {
  available: () => ['availablePlugins'] as const,
};

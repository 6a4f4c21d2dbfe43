export {
  PluginStoreDialog,
  PLUGIN_ERROR_MS,
  type PluginStoreDialogProps,
} from './components/plugin-store-dialog';
export { PluginStoreHost } from './components/plugin-store-host';
export { openPluginStore, closePluginStore } from './lib/store-visibility';
export { ToolsSelect, type ToolsSelectProps } from './components/tools-select';
export { usePluginsQuery, getPlugins, type Plugin } from './api/get-plugins';
export { updateUserPlugins, useUpdateUserPlugins, type PluginAction } from './api/update-user-plugins';
export {
  LAST_SELECTED_TOOLS_KEY,
  onPluginUninstalled,
  readLastSelectedTools,
  toggleTool,
  toolsOf,
  withoutTool,
  writeLastSelectedTools,
  type ToolRef,
} from './lib/selected-tools';
export { pluginPageSize, pluginGridColumns } from './lib/plugin-pages';

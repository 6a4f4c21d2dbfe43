export { PLUGIN_ERROR_MS } from './lib/plugin-errors';
export { PluginStoreHost } from './components/plugin-store-host';
export { useOpenPluginStore } from './state/plugin-store-open';
export { ToolsSelect } from './components/lazy-tools-select';
export {
  onPluginUninstalled,
  readLastSelectedTools,
  toolsOf,
  withoutTool,
  writeLastSelectedTools,
  type ToolRef,
} from './lib/selected-tools';

export { runtimeConfigSchema, type RuntimeConfig } from './schema';
export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  CONFIG_PATH,
  type ConfigProblem,
  type ConfigResult,
} from './load';
export { getRuntimeConfig, setRuntimeConfig, useRuntimeConfig } from './runtime-config';

export { type RuntimeConfig } from './schema';
export { loadRuntimeConfig, parseRuntimeConfig, type ConfigProblem } from './load';
export { getRuntimeConfig, setRuntimeConfig, useRuntimeConfig } from './runtime-config';

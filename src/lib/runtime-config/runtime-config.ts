import type { RuntimeConfig } from './schema';

let current: RuntimeConfig | null = null;

/** Set once at boot, before the first render; read by the API client and the UI. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration read before it was loaded');
  return current;
}

/**
 * The same reader under a hook's name, for components (the config never changes after boot).
 * @alias
 */
export const useRuntimeConfig = getRuntimeConfig;

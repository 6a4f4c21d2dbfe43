import { getRuntimeConfig } from '../runtime-config';

export type ApiTarget = 'api' | 'provider';

export function apiUrl(path: string, target: ApiTarget = 'api'): string {
  const config = getRuntimeConfig();
  const base = target === 'provider' ? config.providerApiBaseUrl : config.apiBaseUrl;
  return `${base}${path}`;
}

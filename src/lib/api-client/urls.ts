import { getRuntimeConfig } from '../runtime-config';

/** The product API, the provider API (/e/...) or the start site (its /api/... calls). */
export type ApiTarget = 'api' | 'provider' | 'start';

export function apiUrl(path: string, target: ApiTarget = 'api'): string {
  const config = getRuntimeConfig();
  if (target === 'start') return `${config.startSiteUrl.replace(/\/+$/, '')}${path}`;
  const base = target === 'provider' ? config.providerApiBaseUrl : config.apiBaseUrl;
  return `${base}${path}`;
}

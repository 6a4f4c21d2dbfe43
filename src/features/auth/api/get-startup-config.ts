import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './keys';

const flag = z
  .boolean()
  .nullish()
  .transform((value) => value === true);

export const startupConfigSchema = z.object({
  appTitle: z.string().nullish(),
  googleLoginEnabled: flag,
  facebookLoginEnabled: flag,
  openidLoginEnabled: flag,
  openidLabel: z.string().nullish(),
  openidImageUrl: z.string().nullish(),
  githubLoginEnabled: flag,
  discordLoginEnabled: flag,
  serverDomain: z.string().nullish(),
  registrationEnabled: flag,
  socialLoginEnabled: flag,
  emailEnabled: flag,
});

export type StartupConfig = z.infer<typeof startupConfigSchema>;

export function getStartupConfig(): Promise<StartupConfig> {
  return apiRequest('/api/config', { schema: startupConfigSchema, skipRefresh: true });
}

export const startupConfigQueryOptions = () =>
  queryOptions({ queryKey: authKeys.startupConfig(), queryFn: getStartupConfig, staleTime: 5 * 60_000 });

export function useStartupConfigQuery() {
  return useQuery(startupConfigQueryOptions());
}

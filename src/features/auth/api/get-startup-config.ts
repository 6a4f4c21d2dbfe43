import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './keys';

const flag = z.pipe(
  z.nullish(z.boolean()),
  z.transform((value) => value === true),
);

export const startupConfigSchema = z.object({
  appTitle: z.nullish(z.string()),
  googleLoginEnabled: flag,
  facebookLoginEnabled: flag,
  openidLoginEnabled: flag,
  openidLabel: z.nullish(z.string()),
  openidImageUrl: z.nullish(z.string()),
  githubLoginEnabled: flag,
  discordLoginEnabled: flag,
  serverDomain: z.nullish(z.string()),
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

import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '@/lib/runtime-config';
import type { StartupConfig } from '../api/get-startup-config';

type Provider = { id: string; label: string; enabled: (config: StartupConfig) => boolean };

const PROVIDERS: Provider[] = [
  { id: 'google', label: 'Google', enabled: (c) => c.googleLoginEnabled },
  { id: 'facebook', label: 'Facebook', enabled: (c) => c.facebookLoginEnabled },
  { id: 'openid', label: 'OpenID', enabled: (c) => c.openidLoginEnabled },
  { id: 'github', label: 'GitHub', enabled: (c) => c.githubLoginEnabled },
  { id: 'discord', label: 'Discord', enabled: (c) => c.discordLoginEnabled },
];

/** Shown only when the server's /api/config enables social login and the tenant allows it. */
export function SocialLoginLinks({ config }: { config: StartupConfig | undefined }) {
  const { t } = useTranslation();
  const { socialLogin } = useRuntimeConfig();
  if (!config?.socialLoginEnabled || !socialLogin.show) return null;
  const providers = PROVIDERS.filter((provider) => provider.enabled(config));
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <div className="mb-4 flex items-center gap-3 text-xs uppercase text-ink-muted">
        <span className="h-px flex-1 bg-line" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <ul className="flex flex-col gap-2">
        {providers.map((provider) => {
          const label = provider.id === 'openid' && config.openidLabel ? config.openidLabel : provider.label;
          return (
            <li key={provider.id}>
              <Link
                to={`/oauth/${provider.id}`}
                className="flex w-full items-center justify-center rounded-lg border border-line px-4 py-2.5 text-sm font-medium text-ink hover:bg-surface-raised"
              >
                {t('auth.continue_with', { provider: label })}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

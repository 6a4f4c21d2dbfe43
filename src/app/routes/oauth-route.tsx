import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { AuthPageFrame } from '@/features/auth';
import { apiUrl } from '@/lib/api-client';
import { useRuntimeConfig } from '@/lib/runtime-config';

const PROVIDERS = ['google', 'facebook', 'openid', 'github', 'discord'];

/** Hands social login to the server's /oauth/{provider}; the mock backend has no such flow. */
export function Component() {
  const { t } = useTranslation();
  const { provider = '' } = useParams();
  const { mock } = useRuntimeConfig();
  const known = PROVIDERS.includes(provider);
  useEffect(() => {
    if (known && !mock) window.location.assign(apiUrl(`/oauth/${provider}`));
  }, [known, mock, provider]);
  return (
    <AuthPageFrame title={t('auth.social_title')}>
      {!known || mock ? (
        <Alert tone="info">{known ? t('auth.social_unavailable_demo') : t('auth.social_unknown')}</Alert>
      ) : (
        <p className="text-ink-muted">{t('auth.redirecting', { provider })}</p>
      )}
      <Link to="/login" className="mt-4 inline-block text-sm font-medium text-accent hover:underline">
        {t('auth.back_to_login')}
      </Link>
    </AuthPageFrame>
  );
}

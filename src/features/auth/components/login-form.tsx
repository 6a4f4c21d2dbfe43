import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useStartupConfigQuery } from '../api/get-startup-config';
import { useAuthContext } from '../hooks/use-auth-context';
import { emailRules, passwordRules } from '../lib/validation';
import { AuthPageFrame } from './auth-page-frame';
import { SocialLoginLinks } from './social-login-links';

type LoginValues = { email: string; password: string };

export function LoginForm() {
  const { t } = useTranslation();
  const { login, error, isLoggingIn } = useAuthContext();
  const { data: startupConfig, isPending: startupConfigPending } = useStartupConfigQuery();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ mode: 'onTouched' });

  return (
    <AuthPageFrame title={t('auth.welcome_back')}>
      {error ? (
        <div className="mb-4">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <form
        noValidate
        aria-label={t('auth.login_form')}
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) => login({ email: values.email.trim(), password: values.password }))}
      >
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', emailRules(t))}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', passwordRules(t))}
        />
        <Link to="/forgot-password" className="self-start text-sm text-accent hover:underline">
          {t('auth.forgot_password')}
        </Link>
        <Button type="submit" disabled={isLoggingIn}>
          {t('auth.continue')}
        </Button>
      </form>
      {/* What the server's /api/config decides arrives at once, below the form, so nothing above it moves. */}
      {startupConfigPending ? null : (
        <>
          {startupConfig?.registrationEnabled ? (
            <p className="mt-6 text-center text-sm text-ink-muted">
              {t('auth.no_account')}{' '}
              <Link to="/register" className="font-medium text-accent hover:underline">
                {t('auth.sign_up')}
              </Link>
            </p>
          ) : null}
          <SocialLoginLinks config={startupConfig} />
          <p className="mt-6 text-center text-sm">
            <Link to="/chat/new" className="text-ink-muted hover:underline">
              {t('auth.continue_as_guest')}
            </Link>
          </p>
        </>
      )}
    </AuthPageFrame>
  );
}

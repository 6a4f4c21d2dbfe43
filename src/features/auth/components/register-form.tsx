import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useRegisterMutation, type Registration } from '../api/register';
import { useAuthContext } from '../hooks/use-auth-context';
import { confirmPasswordRules, emailRules, nameRules, passwordRules, usernameRules } from '../lib/validation';
import { AuthPageFrame } from './auth-page-frame';

export function RegisterForm() {
  const { t } = useTranslation();
  const { adoptSession } = useAuthContext();
  const registration = useRegisterMutation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<Registration>({ mode: 'onTouched' });

  const serverError = registration.error
    ? `${t('auth.error_creating_account')}${isApiError(registration.error) ? `: ${registration.error.message}` : ''}`
    : null;

  return (
    <AuthPageFrame title={t('auth.create_account')}>
      {serverError ? (
        <div className="mb-4">
          <Alert>{serverError}</Alert>
        </div>
      ) : null}
      <form
        noValidate
        aria-label={t('auth.register_form')}
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) =>
          registration.mutate(
            {
              ...values,
              name: values.name.trim(),
              email: values.email.trim(),
              username: values.username.trim(),
            },
            { onSuccess: (response) => void adoptSession(response.token ?? null) },
          ),
        )}
      >
        <TextField
          label={t('auth.full_name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name', nameRules(t))}
        />
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          error={errors.username?.message}
          {...register('username', usernameRules(t))}
        />
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
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', passwordRules(t))}
        />
        <TextField
          label={t('auth.confirm_password')}
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register(
            'confirm_password',
            confirmPasswordRules(t, () => getValues('password')),
          )}
        />
        <Button type="submit" disabled={registration.isPending}>
          {t('auth.sign_up')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('auth.have_account')}{' '}
        <Link to="/login" className="font-medium text-accent hover:underline">
          {t('auth.log_in')}
        </Link>
      </p>
    </AuthPageFrame>
  );
}

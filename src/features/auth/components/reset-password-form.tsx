import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useResetPasswordMutation } from '../api/reset-password';
import { confirmPasswordRules, passwordRules } from '../lib/validation';
import { AuthPageFrame } from './auth-page-frame';

type ResetValues = { password: string; confirm_password: string };

export function ResetPasswordForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const userId = params.get('userId') ?? '';
  const reset = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<ResetValues>({ mode: 'onTouched' });

  if (reset.isSuccess) {
    return (
      <AuthPageFrame title={t('auth.reset_your_password')}>
        <Alert tone="success">{t('auth.reset_success')}</Alert>
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="font-medium text-accent hover:underline">
            {t('auth.continue_to_login')}
          </Link>
        </p>
      </AuthPageFrame>
    );
  }

  const invalidToken = !token || !userId || (isApiError(reset.error) && reset.error.status === 400);
  return (
    <AuthPageFrame title={t('auth.reset_your_password')}>
      {invalidToken ? (
        <div className="mb-4">
          <Alert>
            {t('auth.invalid_reset_token')}{' '}
            <Link to="/forgot-password" className="font-medium underline">
              {t('auth.request_new_link')}
            </Link>
          </Alert>
        </div>
      ) : reset.error ? (
        <div className="mb-4">
          <Alert>{t('auth.error_resetting_password')}</Alert>
        </div>
      ) : null}
      <form
        noValidate
        aria-label={t('auth.reset_form')}
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) => reset.mutate({ ...values, token, userId }))}
      >
        <TextField
          label={t('auth.new_password')}
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
        <Button type="submit" disabled={reset.isPending || !token || !userId}>
          {t('auth.reset_password')}
        </Button>
      </form>
    </AuthPageFrame>
  );
}

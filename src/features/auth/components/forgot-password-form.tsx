import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { emailRules } from '../lib/validation';
import { AuthPageFrame } from './auth-page-frame';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const { mock } = useRuntimeConfig();
  const resetRequest = useRequestPasswordResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ mode: 'onTouched' });

  if (resetRequest.isSuccess) {
    const link = resetRequest.data.link;
    return (
      <AuthPageFrame title={t('auth.reset_your_password')}>
        <Alert tone="success">{t('auth.reset_link_sent')}</Alert>
        {mock && link ? (
          <p className="mt-4 text-sm text-ink-muted">
            {t('auth.demo_reset_link')}{' '}
            <Link to={link} className="font-medium text-accent hover:underline">
              {t('auth.open_reset_link')}
            </Link>
          </p>
        ) : null}
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="font-medium text-accent hover:underline">
            {t('auth.back_to_login')}
          </Link>
        </p>
      </AuthPageFrame>
    );
  }

  return (
    <AuthPageFrame title={t('auth.reset_your_password')}>
      {resetRequest.error ? (
        <div className="mb-4">
          <Alert>
            {isApiError(resetRequest.error) ? resetRequest.error.message : t('auth.something_went_wrong')}
          </Alert>
        </div>
      ) : null}
      <p className="mb-4 text-sm text-ink-muted">{t('auth.reset_instructions')}</p>
      <form
        noValidate
        aria-label={t('auth.reset_request_form')}
        className="flex flex-col gap-4"
        onSubmit={handleSubmit((values) => resetRequest.mutate(values.email.trim()))}
      >
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', emailRules(t))}
        />
        <Button type="submit" disabled={resetRequest.isPending}>
          {t('auth.send_reset_link')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-accent hover:underline">
          {t('auth.back_to_login')}
        </Link>
      </p>
    </AuthPageFrame>
  );
}

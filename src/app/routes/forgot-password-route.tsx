import { ForgotPasswordForm } from '@/features/auth';

export function Component() {
  return <ForgotPasswordForm />;
}

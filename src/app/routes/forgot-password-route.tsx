import { ForgotPasswordForm } from '@/features/auth/forms';

export function Component() {
  return <ForgotPasswordForm />;
}

import { ResetPasswordForm } from '@/features/auth/forms';

export function Component() {
  return <ResetPasswordForm />;
}

import { ResetPasswordForm } from '@/features/auth';

export function Component() {
  return <ResetPasswordForm />;
}

import { LoginForm } from '@/features/auth/forms';

export function Component() {
  return <LoginForm />;
}

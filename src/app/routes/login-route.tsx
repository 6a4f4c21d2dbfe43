import { LoginForm } from '@/features/auth';

export function Component() {
  return <LoginForm />;
}

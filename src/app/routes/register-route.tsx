import { Navigate } from 'react-router-dom';
import { useStartupConfigQuery } from '@/features/auth';
import { RegisterForm } from '@/features/auth/forms';

export function Component() {
  const { data, isPending } = useStartupConfigQuery();
  if (!isPending && data && !data.registrationEnabled) return <Navigate to="/login" replace />;
  return <RegisterForm />;
}

import { Navigate } from 'react-router-dom';
import { RegisterForm, useStartupConfigQuery } from '@/features/auth';

export function Component() {
  const { data, isPending } = useStartupConfigQuery();
  if (!isPending && data && !data.registrationEnabled) return <Navigate to="/login" replace />;
  return <RegisterForm />;
}

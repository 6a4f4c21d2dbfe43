import { Navigate, useLocation } from 'react-router-dom';
import { rootTarget } from '../routing/redirects';

export function RootIndexRedirect() {
  const { search } = useLocation();
  return <Navigate to={rootTarget(search)} replace />;
}

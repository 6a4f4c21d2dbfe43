import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuthContext } from '@/features/auth';
import { guestLanding } from '@/features/models';

/** Login and the other account pages are for visitors who are not signed in. */
export function GuestOnly() {
  const { isAuthenticated, isLeaving } = useAuthContext();
  return isAuthenticated && !isLeaving ? <Navigate to="/chat/new" replace /> : <Outlet />;
}

/**
 * Without a session, chat and image-gen pages send the visitor to /chat/{access_endpoint or new}
 * (spec section 2); the model slugs themselves stay open to guests.
 */
export function SignedInPages() {
  const { isAuthenticated } = useAuthContext();
  const { pathname } = useLocation();
  const target = isAuthenticated ? null : guestLanding(pathname);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}

import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { loginPathFor, safeRedirect, signUpFirst, withRedirect } from './redirect';
import { useAuth } from './use-auth';

/**
 * Pages that need an account: visitors go to `/login?redirect=<here>` once auth is known — or,
 * for the upload form, to sign-up with the same return path (docs/product/site.md, Routes).
 */
export function RequireAuth() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user) {
    const here = location.pathname + location.search;
    const to = signUpFirst(location.pathname) ? withRedirect('signup', here) : loginPathFor(here);
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}

/** Login and sign-up: a signed-in user goes to the return path or `/dashboard`. */
export function GuestOnly() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  if (isLoading) return <PageLoader />;
  if (user) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}

import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useFirstScreenReady } from '@/app/first-screen';

/** Signed-in parents only; the others go to /login. */
export function RequireAuth() {
  useFirstScreenReady();
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'unauthenticated') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Login and register: a signed-in parent goes straight to the app. */
export function RedirectIfAuthenticated() {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

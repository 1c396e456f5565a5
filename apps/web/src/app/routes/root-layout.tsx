import { Suspense } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { resetRedirectTarget } from '@/app/token-redirect';

/**
 * Wraps every route. The reset-link rule comes before any guard, so it applies at load
 * and on every history navigation (the location changes on popstate too).
 */
export function RootLayout() {
  const location = useLocation();
  const target = resetRedirectTarget(location.pathname, location.search);
  if (target) return <Navigate to={target} replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
      <ScrollRestoration />
    </Suspense>
  );
}

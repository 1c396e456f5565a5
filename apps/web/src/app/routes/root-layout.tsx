import { Suspense } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { InstallBanner } from '@/features/install/components/install-banner';
import { resetRedirectTarget } from '@/app/token-redirect';

/**
 * Wraps every route. The reset-link rule comes before any guard, so it applies at load
 * and on every history navigation (the location changes on popstate too). The offline line
 * and the install banner belong to every screen, signed in or not.
 */
export function RootLayout() {
  const location = useLocation();
  const target = resetRedirectTarget(location.pathname, location.search);
  if (target) return <Navigate to={target} replace />;
  return (
    <>
      <OfflineNotice />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
        <ScrollRestoration />
      </Suspense>
      <InstallBanner />
    </>
  );
}

import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { PageSpinner } from '@/components/ui/spinner';
import { InstallBanner } from '@/features/install/components/install-banner';
import { ScrollRestoration } from '@/app/scroll-restoration';
import { emailedLink } from '@/app/token-redirect';
import { linkTokens } from '@/features/auth/utils/link-tokens';

/**
 * Wraps every route. The emailed-link rule (reset, address confirmation) comes before any
 * guard, so it applies at load and on every history navigation (the location changes on
 * popstate too): the token goes to memory and the address bar is replaced without it
 * (history.replaceState) before any screen renders, so no request and no later history entry
 * carries it (decision 0020). The offline line and the install banner belong to every screen,
 * signed in or not.
 */
export function RootLayout() {
  const location = useLocation();
  const link = emailedLink(location.pathname, location.search);
  if (link) {
    linkTokens.hold(link.kind, link.token); // the same token each time this render runs
    return <Navigate to={link.path} replace />;
  }
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

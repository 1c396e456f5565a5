import type { QueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths, viewRoutes } from '@/config/paths';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { dropEarlyRequests } from '@/lib/early-requests';
import { tokenStorage } from '@/lib/token-storage';
import { holdFirstScreen } from './first-screen';
import { prefetchFamily } from './prefetch-family';
import { RedirectIfAuthenticated, RequireAuth } from './routes/guards';
import { LoginRoute } from './routes/login';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error';
import type * as HomeModule from './routes/home';

// Kept out of the first download: the signed-in app, registration, the forgotten password,
// the reset and address-confirmation screens (a signed-in parent needs none of the last four).
let loadedHome: typeof HomeModule | undefined;
const loadHome = () => import('./routes/home').then((module) => (loadedHome = module));
const LazyHome = lazy(() => loadHome().then((module) => ({ default: module.HomeRoute })));

/**
 * Home as soon as its code is here: when it came with the session check (preloadSignedInApp),
 * it renders at once, without lazy()'s fallback and React's 300 ms wait before revealing what
 * replaces one. Chosen once per mount, so a later render never swaps the component under it.
 */
function HomeRoute() {
  const [Home] = useState(() => loadedHome?.HomeRoute ?? LazyHome);
  return <Home />;
}
const RegisterRoute = lazy(() => import('./routes/register').then((module) => ({ default: module.RegisterRoute })));
const ForgotPasswordRoute = lazy(() =>
  import('./routes/forgot-password').then((module) => ({ default: module.ForgotPasswordRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password').then((module) => ({ default: module.ResetPasswordRoute })),
);
const VerifyEmailRoute = lazy(() =>
  import('./routes/verify-email').then((module) => ({ default: module.VerifyEmailRoute })),
);
// The payment pages: only a checkout leads there.
const SimulatedCheckoutRoute = lazy(() =>
  import('./routes/simulated-checkout').then((module) => ({ default: module.SimulatedCheckoutRoute })),
);
const SubscriptionSuccessRoute = lazy(() =>
  import('./routes/payment-return').then((module) => ({ default: module.SubscriptionSuccessRoute })),
);
const PaymentSetupSuccessRoute = lazy(() =>
  import('./routes/payment-return').then((module) => ({ default: module.PaymentSetupSuccessRoute })),
);

/** product.md#web-routes: the spec's routes, the payment returns and the views' routes (decision 0022). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          {
            // One element for every view: the header, the dialogs and each child's conversation
            // stay as they are when the parent moves from one view to another.
            element: <HomeRoute />,
            // No element of their own: home reads the view from the address (viewRoutes).
            children: viewRoutes.map(({ path }) => ({ path, element: null })),
          },
          { path: paths.simulatedCheckout, element: <SimulatedCheckoutRoute /> },
          { path: paths.subscriptionSuccess, element: <SubscriptionSuccessRoute /> },
          { path: paths.paymentSetupSuccess, element: <PaymentSetupSuccessRoute /> },
        ],
      },
      {
        element: <RedirectIfAuthenticated />,
        children: [
          { path: paths.login, element: <LoginRoute /> },
          { path: paths.register, element: <RegisterRoute /> },
        ],
      },
      { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
      { path: paths.resetPassword, element: <ResetPasswordRoute /> },
      { path: paths.verifyEmail, element: <VerifyEmailRoute /> },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];

/**
 * A parent with a session is headed for the app: the session check, home's code and the
 * family's first answers are asked for before React's first render, not after it (home is on
 * screen a round trip sooner), and the first screen waits for all of them (first-screen.ts).
 * The page's first file sent the requests already (src/boot.ts): the queries take their answers.
 * A failure here is the query's or lazy()'s to retry; a stale token is refreshed once for all.
 * True when it started loading.
 */
export function preloadSignedInApp(queryClient: QueryClient): boolean {
  if (!tokenStorage.hasSession()) return false;
  holdFirstScreen(
    Promise.allSettled([queryClient.prefetchQuery(meQueryOptions()), loadHome(), prefetchFamily(queryClient)]).finally(
      dropEarlyRequests,
    ),
  );
  return true;
}

/**
 * The app's routes where the router is (BrowserRouter in app.tsx, a memory router in tests).
 * Declarative mode: the data router's loaders, actions and fetchers were unused, and cost
 * 56 kB of the first download's JavaScript (decision 0033). A screen that fails to render
 * shows RouteError until the address changes.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}

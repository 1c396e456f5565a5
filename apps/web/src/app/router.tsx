import type { QueryClient } from '@tanstack/react-query';
import { lazy, useState, type ComponentProps } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { tokenStorage } from '@/lib/token-storage';
import { RedirectIfAuthenticated, RequireAuth } from './routes/guards';
import { LoginRoute } from './routes/login';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';
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
function HomeRoute(props: ComponentProps<typeof HomeModule.HomeRoute>) {
  const [Home] = useState(() => loadedHome?.HomeRoute ?? LazyHome);
  return <Home {...props} />;
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

/** Spec 000 section 2, and spec 001 section 2's payment returns. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          { path: paths.home, element: <HomeRoute key="chat" /> },
          { path: paths.subscription, element: <HomeRoute key="subscription" initialView="subscription" /> },
          { path: paths.admin, element: <HomeRoute key="admin" initialView="admin" /> },
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
 * family's first answers are asked for before React's first render, not after it (issue 9:
 * home is on screen a round trip and a render sooner). A failure here is the query's or
 * lazy()'s to retry; a stale token is refreshed once for all.
 */
export function preloadSignedInApp(queryClient: QueryClient) {
  if (!tokenStorage.hasSession()) return;
  void queryClient.prefetchQuery(meQueryOptions());
  loadHome().catch(() => undefined);
  // Loaded apart, with home's code: the first download stays the same size.
  import('./prefetch-family').then((module) => module.prefetchFamily(queryClient)).catch(() => undefined);
}

export const createAppRouter = () => createBrowserRouter(routes);

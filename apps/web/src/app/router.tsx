import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { localKeys } from '@/lib/local-keys';
import { readItem } from '@/lib/storage';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { RedirectIfAuthenticated, RequireAuth } from './routes/guards';
import { LoginRoute } from './routes/login';
import { RegisterRoute } from './routes/register';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

// Kept out of the first download: the signed-in app and the reset screen.
const loadHome = () => import('./routes/home');
const HomeRoute = lazy(() => loadHome().then((module) => ({ default: module.HomeRoute })));
const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password').then((module) => ({ default: module.ResetPasswordRoute })),
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
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];

export const createAppRouter = (queryClient?: QueryClient) => {
  // A parent with a session is headed for the app: its code and the family's first answers are
  // fetched while the session is checked, not after (issue 9: home renders a round trip sooner).
  // A failure here is lazy()'s or the query's to retry; a stale token is refreshed once for all.
  if (readItem(localKeys.accessToken)) {
    loadHome().catch(() => undefined);
    // Loaded apart, with home's code: the first download stays the same size.
    if (queryClient) {
      import('./prefetch-family').then((module) => module.prefetchFamily(queryClient)).catch(() => undefined);
    }
  }
  return createBrowserRouter(routes);
};

import { lazy } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { RedirectIfAuthenticated, RequireAuth } from './routes/guards';
import { LoginRoute } from './routes/login';
import { RegisterRoute } from './routes/register';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

// Kept out of the first download: the signed-in app and the reset screen.
const HomeRoute = lazy(() => import('./routes/home').then((module) => ({ default: module.HomeRoute })));
const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password').then((module) => ({ default: module.ResetPasswordRoute })),
);

/** Spec 000 section 2. */
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

export const createAppRouter = () => createBrowserRouter(routes);

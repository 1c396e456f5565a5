import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createTestRouter } from './test-router';
import { authResponse, userSchema, type User } from '@pourquoi/shared';
import { serverAnswer } from './server-answer';

/** The whole app (providers, guards, routes) at `path`, on an in-memory history. */
export function renderApp(path: string) {
  const { router, element } = createTestRouter(<AppRoutes />, [path]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(<AppProviders queryClient={queryClient}>{element}</AppProviders>);
  return { ...view, router, user, queryClient };
}

export const parent: User = serverAnswer(userSchema, {
  id: 'u1',
  email: 'lea@example.fr',
  first_name: 'Léa',
  last_name: 'Martin',
  role: 'user',
  /** Confirmed: the banner asking to confirm it is the business of its own tests. */
  email_verified: true,
});

export const session = (user = parent) =>
  serverAnswer(authResponse, {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: 900,
    user,
  });

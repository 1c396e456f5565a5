import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { json, stubFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { resetRedirectTarget } from './token-redirect';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('resetRedirectTarget', () => {
  it('sends a page carrying a token to /reset-password with that token', () => {
    expect(resetRedirectTarget('/', '?token=abc')).toBe('/reset-password?token=abc');
    expect(resetRedirectTarget('/login', '?foo=1&token=a%2Bb')).toBe('/reset-password?token=a%2Bb');
    expect(resetRedirectTarget('/nowhere', '?token=')).toBe('/reset-password?token=');
  });

  it('leaves /reset-password and pages without a token alone', () => {
    expect(resetRedirectTarget('/reset-password', '?token=abc')).toBeNull();
    expect(resetRedirectTarget('/login', '')).toBeNull();
    expect(resetRedirectTarget('/login', '?tokens=abc')).toBeNull();
  });
});

const validLink = () => stubFetch({ 'GET /api/auth/validate-reset-token/abc': () => json(200, { valid: true }) });

describe('reset links opened anywhere in the app', () => {
  it('at load: a token on /login opens the reset-password screen', async () => {
    validLink();
    const { router } = renderApp('/login?token=abc');
    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.location.search).toBe('?token=abc');
  });

  it('even before the session is known, and for a signed-in parent on /', async () => {
    localStorage.setItem('access_token', 'access-1');
    localStorage.setItem('refresh_token', 'refresh-1');
    const net = stubFetch({
      'GET /api/auth/validate-reset-token/abc': () => json(200, { valid: true }),
      'GET /api/auth/me': () =>
        json(200, { id: 'u1', email: 'a@b.fr', first_name: 'Léa', last_name: 'M', role: 'user' }),
    });
    renderApp('/?token=abc');
    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument();
    expect(net.callsTo('GET /api/auth/validate-reset-token/abc')[0]?.authorization).toBeNull();
  });

  it('on history navigation (popstate) too', async () => {
    validLink();
    window.history.replaceState(null, '', '/login');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/register?token=abc');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });

    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/reset-password'));
    expect(window.location.search).toBe('?token=abc');
  });
});

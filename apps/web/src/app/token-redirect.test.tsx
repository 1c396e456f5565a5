import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { json, stubFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { emailedLink } from './token-redirect';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('emailedLink', () => {
  it('reads a token anywhere as a reset link, decoded, even empty', () => {
    expect(emailedLink('/login', '?token=abc')).toEqual({ kind: 'reset', token: 'abc', path: '/reset-password' });
    expect(emailedLink('/', '?foo=1&token=a%2Bb')).toEqual({ kind: 'reset', token: 'a+b', path: '/reset-password' });
    expect(emailedLink('/reset-password', '?token=')).toEqual({ kind: 'reset', token: '', path: '/reset-password' });
  });

  it('reads a token on /verify-email as the address confirmation link', () => {
    expect(emailedLink('/verify-email', '?token=abc')).toEqual({
      kind: 'verification',
      token: 'abc',
      path: '/verify-email',
    });
  });

  it('finds nothing in a URL without one', () => {
    expect(emailedLink('/login', '')).toBeNull();
    expect(emailedLink('/verify-email', '?tokens=abc')).toBeNull();
  });
});

const validLink = () => stubFetch({ 'POST /api/auth/validate-reset-token': () => json(200, { valid: true }) });

describe('reset links opened anywhere in the app', () => {
  it('at load: a token on /login opens the reset-password screen, and leaves the address', async () => {
    const net = validLink();
    const { router } = renderApp('/login?token=abc');
    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.location.search).toBe('');
    expect(net.callsTo('POST /api/auth/validate-reset-token')[0]?.body).toEqual({ token: 'abc' });
  });

  it('even before the session is known, and for a signed-in parent on /', async () => {
    localStorage.setItem('access_token', 'access-1');
    localStorage.setItem('refresh_token', 'refresh-1');
    const net = stubFetch({
      'POST /api/auth/validate-reset-token': () => json(200, { valid: true }),
      'GET /api/auth/me': () =>
        json(200, { id: 'u1', email: 'a@b.fr', first_name: 'Léa', last_name: 'M', role: 'user' }),
    });
    renderApp('/?token=abc');
    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/validate-reset-token')[0]?.authorization).toBeNull();
  });

  it('on history navigation (popstate) too, taking the token out of the address bar before any request', async () => {
    const addressesAtRequests: string[] = [];
    const net = stubFetch({
      'POST /api/auth/validate-reset-token': () => {
        addressesAtRequests.push(window.location.href);
        return json(200, { valid: true });
      },
    });
    window.history.replaceState(null, '', '/login');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/register?token=abc');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // The entry the link made is replaced, not followed by a new one: Back never shows the token.
    const historyLength = window.history.length;

    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/reset-password'));
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(historyLength);
    expect(net.calls.map((call) => call.path)).toEqual(['/api/auth/validate-reset-token']);
    expect(net.calls[0]?.body).toEqual({ token: 'abc' });
    expect(addressesAtRequests).toEqual(['http://localhost:3000/reset-password']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-mock';
import { parent, renderApp, session } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const storeTokens = () => {
  localStorage.setItem('access_token', 'access-1');
  localStorage.setItem('refresh_token', 'refresh-1');
};

describe('session', () => {
  it('shows "Chargement..." while the session is checked, then the app', async () => {
    storeTokens();
    let answer: (response: Response) => void = () => {};
    stubFetch({ 'GET /api/auth/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/');
    expect(await screen.findByText('Chargement...')).toBeInTheDocument();
    answer(json(200, parent));
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
  });

  it('sends a visitor without tokens from / to the login screen', async () => {
    const net = stubFetch({});
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(net.calls).toHaveLength(0);
  });

  it('refreshes an expired session and stays in the app', async () => {
    storeTokens();
    stubFetch({
      'GET /api/auth/me': (request) =>
        request.authorization === 'Bearer access-2'
          ? json(200, parent)
          : json(401, { detail: 'Non authentifié', code: 'not_authenticated' }),
      'POST /api/auth/refresh': () =>
        json(200, { access_token: 'access-2', refresh_token: 'refresh-2', token_type: 'bearer', expires_in: 900 }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('rides out a dropped connection while the session is checked', async () => {
    storeTokens();
    const net = stubFetch({
      'GET /api/auth/me': [() => Promise.reject(new TypeError('Failed to fetch')), () => json(200, parent)],
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(net.callsTo('GET /api/auth/me')).toHaveLength(2);
    expect(localStorage.getItem('access_token')).toBe('access-1');
  });

  it('opens the app offline for the parent last seen on this device, and keeps the session', async () => {
    storeTokens();
    localStorage.setItem('user_cache', JSON.stringify(parent));
    stubFetch({ 'GET /api/auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('access-1');
  });

  it('keeps the tokens when the server cannot be reached and the parent is not known here', async () => {
    storeTokens();
    stubFetch({ 'GET /api/auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/');
    // After the check's two retries.
    expect(await screen.findByRole('heading', { name: 'Se connecter' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
  });

  it('signs out to the login screen when the refresh fails', async () => {
    storeTokens();
    const net = stubFetch({
      'GET /api/auth/me': () => json(401, { detail: 'Non authentifié', code: 'not_authenticated' }),
      'POST /api/auth/refresh': () =>
        json(401, { detail: 'Session expirée, veuillez vous reconnecter', code: 'session_expired' }),
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(net.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('logs in, keeps both tokens and opens the app; a signed-in parent never sees /login again', async () => {
    const net = stubFetch({ 'POST /api/auth/token': () => json(200, session()) });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'Lea@example.fr');
    await user.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/token')[0]?.body).toEqual({ email: 'lea@example.fr', password: 'secret1' });
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    await router.navigate('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
  });

  it('shows the login error the spec names', async () => {
    stubFetch({
      'POST /api/auth/token': () =>
        json(401, { detail: 'Email ou mot de passe incorrect', code: 'invalid_credentials' }),
    });
    const { user } = renderApp('/login');
    expect(screen.getByRole('link', { name: 'Essai Gratuit 7 Jours' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'lea@example.fr');
    await user.type(screen.getByLabelText('Mot de passe', { selector: 'input' }), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
  });

  it('logs out: tells the server, forgets the tokens, returns to login', async () => {
    storeTokens();
    const net = stubFetch({
      'GET /api/auth/me': () => json(200, parent),
      'POST /api/auth/logout': () => json(204),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/logout')[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('sends any unknown path to /login', async () => {
    stubFetch({});
    const { router } = renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

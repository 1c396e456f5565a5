import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { authMessages, errorCatalogue, verificationMessages as texts } from '@pourquoi/shared';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { aChild, signedInFamily } from '@/test/family';
import { json, stubFetch } from '@/test/fetch-mock';
import { parent, renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const unverified = { ...parent, email_verified: false };
const verified = { ...parent, email_verified: true };
const refusedLink = () =>
  json(400, { detail: errorCatalogue.invalid_verification_token.message, code: 'invalid_verification_token' });
const bannerText = `${texts.bannerTitle} ${texts.bannerSentTo} ${parent.email}.`;

describe('the address confirmation page', () => {
  it('takes the token out of the address bar before confirming it, signed out, and offers to sign in', async () => {
    const addressesAtRequests: string[] = [];
    const net = stubFetch({
      'POST /api/auth/verify-email': () => {
        addressesAtRequests.push(window.location.href);
        return json(200, { message: authMessages.emailVerified });
      },
    });
    // The browser's own history, as the emailed link opens it.
    window.history.replaceState(null, '', '/verify-email?token=abc');
    const historyLength = window.history.length;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: texts.verifiedTitle })).toBeInTheDocument();
    expect(screen.getByText(authMessages.emailVerified)).toBeInTheDocument();
    expect(addressesAtRequests).toEqual(['http://localhost:3000/verify-email']);
    expect(window.location.search).toBe('');
    expect(window.history.length).toBe(historyLength);
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]?.body).toEqual({ token: 'abc' });
    expect(net.calls[0]?.authorization).toBeNull();
    expect(screen.getByRole('link', { name: texts.signIn })).toHaveAttribute('href', '/login');
  });

  it('signed in: confirms, refreshes the parent so the banner leaves, and continues to the app', async () => {
    const net = signedInFamily({
      children: [aChild()],
      routes: {
        'GET /api/auth/me': [() => json(200, unverified), () => json(200, verified)],
        'POST /api/auth/verify-email': () => json(200, { message: authMessages.emailVerified }),
      },
    });
    const { user, router } = renderApp('/verify-email?token=abc');

    expect(await screen.findByRole('heading', { name: texts.verifiedTitle })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(net.callsTo('POST /api/auth/verify-email')[0]?.body).toEqual({ token: 'abc' });
    await waitFor(() => expect(net.callsTo('GET /api/auth/me')).toHaveLength(2));

    await user.click(screen.getByRole('link', { name: texts.continue }));
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(screen.queryByText(texts.bannerTitle)).not.toBeInTheDocument();
    // Coming back to the page shows the answer again: a used link is not sent a second time.
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { name: texts.verifiedTitle })).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/verify-email')).toHaveLength(1);
  });

  it('signed out, a refused link says so and asks to sign in for a new one', async () => {
    stubFetch({ 'POST /api/auth/verify-email': refusedLink });
    renderApp('/verify-email?token=old');
    expect(await screen.findByRole('heading', { name: texts.notVerifiedTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(errorCatalogue.invalid_verification_token.message);
    expect(screen.getByText(texts.signInForNewLink)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.signIn })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: texts.resend })).not.toBeInTheDocument();
  });

  it('signed in, a refused link offers a new one, sent to the signed-in parent', async () => {
    const net = signedInFamily({
      routes: {
        'GET /api/auth/me': () => json(200, unverified),
        'POST /api/auth/verify-email': refusedLink,
        'POST /api/auth/resend-verification': () => json(200, { message: authMessages.verificationResent }),
      },
    });
    const { user } = renderApp('/verify-email?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(errorCatalogue.invalid_verification_token.message);

    await user.click(await screen.findByRole('button', { name: texts.resend }));
    expect(await screen.findByText(authMessages.verificationResent)).toHaveAttribute('role', 'status');
    const [resend] = net.callsTo('POST /api/auth/resend-verification');
    expect(resend?.authorization).toBe('Bearer access-1');
    expect(screen.getByRole('link', { name: texts.continue })).toHaveAttribute('href', '/');
  });

  it('signed in with a confirmed address, a used link only says there is nothing left to do', async () => {
    signedInFamily({
      routes: {
        'GET /api/auth/me': () => json(200, verified),
        'POST /api/auth/verify-email': refusedLink,
      },
    });
    renderApp('/verify-email?token=used');
    expect(await screen.findByText(texts.alreadyVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.continue })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: texts.resend })).not.toBeInTheDocument();
  });

  it('without a token says the link is incomplete and sends nothing', async () => {
    const net = stubFetch({});
    renderApp('/verify-email?token=');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.verificationTokenMissing);
    expect(net.calls).toHaveLength(0);
  });

  it('when no answer comes, offers to try again with the same token', async () => {
    const net = stubFetch({
      'POST /api/auth/verify-email': [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => json(200, { message: authMessages.emailVerified }),
      ],
    });
    const { user } = renderApp('/verify-email?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Problème de connexion');
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect(await screen.findByRole('heading', { name: texts.verifiedTitle })).toBeInTheDocument();
    expect(net.calls.map((call) => call.body)).toEqual([{ token: 'abc' }, { token: 'abc' }]);
  });
});

describe('the banner on the signed-in screens', () => {
  it('asks an unconfirmed parent to confirm the address, and sends a new link', async () => {
    const net = signedInFamily({
      children: [aChild()],
      routes: {
        'GET /api/auth/me': () => json(200, unverified),
        'POST /api/auth/resend-verification': () => json(200, { message: authMessages.verificationResent }),
      },
    });
    const { user } = renderApp('/');
    const sentence = await screen.findByText((_, element) => element?.textContent === bannerText);
    const banner = sentence.parentElement!;
    // A long address wraps after its « @ » and before its dots, never inside a word.
    expect(sentence.querySelectorAll('wbr').length).toBe(parent.email.match(/[@.]/g)!.length);
    // Its place is held by the same button, inactive, until its code arrives.
    await waitFor(() => expect(within(banner).getByRole('button', { name: texts.resend })).toBeEnabled());
    const resend = within(banner).getByRole('button', { name: texts.resend });

    // Reached from the keyboard like any button.
    resend.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(banner).getByRole('status')).toHaveTextContent(authMessages.verificationResent));
    expect(net.callsTo('POST /api/auth/resend-verification')).toHaveLength(1);
    expect(net.callsTo('POST /api/auth/resend-verification')[0]?.authorization).toBe('Bearer access-1');
  });

  it('says to wait when links were asked too often', async () => {
    signedInFamily({
      routes: {
        'GET /api/auth/me': () => json(200, unverified),
        'POST /api/auth/resend-verification': () =>
          json(429, { detail: errorCatalogue.rate_limited.message, code: 'rate_limited' }),
      },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: texts.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorCatalogue.rate_limited.message);
  });

  it('is not shown once the address is confirmed', async () => {
    signedInFamily({ routes: { 'GET /api/auth/me': () => json(200, verified) } });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(screen.queryByText(texts.bannerTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.resend })).not.toBeInTheDocument();
  });
});

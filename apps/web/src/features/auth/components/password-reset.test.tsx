import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('forgot password', () => {
  it('keeps "Envoyer le lien" disabled while the field is empty, then confirms the sending', async () => {
    const net = stubFetch({ 'POST /api/auth/forgot-password': () => json(200, { message: 'ok' }) });
    const { user } = renderApp('/forgot-password');
    const send = await screen.findByRole('button', { name: 'Envoyer le lien' });
    expect(send).toBeDisabled();

    await user.type(field('Email'), 'lea@example.fr');
    await user.click(send);

    expect(await screen.findByRole('heading', { name: 'Email envoyé !' })).toBeInTheDocument();
    expect(screen.getByText('lea@example.fr')).toBeInTheDocument();
    expect(screen.getByText('Pensez à vérifier vos courriers indésirables.')).toBeInTheDocument();
    expect(screen.getByText('Le lien sera valide pendant 1 heure')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
    expect(net.callsTo('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'lea@example.fr' });
  });

  it('asks to wait on a 429', async () => {
    stubFetch({ 'POST /api/auth/forgot-password': () => json(429, { detail: 'x', code: 'rate_limited' }) });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'lea@example.fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans quelques minutes');
  });
});

describe('reset password', () => {
  it('without a token shows the invalid-link panel', async () => {
    stubFetch({});
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Lien de réinitialisation invalide ou manquant');
    expect(screen.getByRole('button', { name: 'Retour à la connexion' })).toBeInTheDocument();
  });

  it('with an expired link says so', async () => {
    stubFetch({
      'POST /api/auth/validate-reset-token': () => json(401, { detail: 'x', code: 'invalid_reset_token' }),
    });
    renderApp('/reset-password?token=old');
    expect(screen.getByText('Vérification du lien…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Lien de réinitialisation expiré ou invalide');
  });

  it('when the check fails otherwise says the link could not be checked', async () => {
    stubFetch({ 'POST /api/auth/validate-reset-token': () => json(500, { detail: 'x', code: 'internal_error' }) });
    renderApp('/reset-password?token=t');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la validation du lien');
  });

  it('validates the new password, sends it with the token, then offers to log in', async () => {
    const net = stubFetch({
      'POST /api/auth/validate-reset-token': () => json(200, { valid: true }),
      'POST /api/auth/reset-password': () => json(200, { message: 'ok' }),
    });
    const { user, router } = renderApp('/reset-password?token=t');
    await screen.findByRole('heading', { name: 'Nouveau mot de passe' });
    // The token left the address for memory; the check sent it in a body (decision 0020).
    expect(router.state.location.search).toBe('');
    expect(net.callsTo('POST /api/auth/validate-reset-token')[0]?.body).toEqual({ token: 't' });

    await user.type(field('Nouveau mot de passe'), '123');
    await user.type(field('Confirmer le mot de passe'), '456');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/reset-password')).toHaveLength(0);

    await user.clear(field('Nouveau mot de passe'));
    await user.type(field('Nouveau mot de passe'), 'nouveau1');
    await user.clear(field('Confirmer le mot de passe'));
    await user.type(field('Confirmer le mot de passe'), 'nouveau1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect(await screen.findByRole('heading', { name: 'Mot de passe mis à jour !' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({ token: 't', new_password: 'nouveau1' });
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a 401 on submit switches to the invalid-link panel', async () => {
    stubFetch({
      'POST /api/auth/validate-reset-token': () => json(200, { valid: true }),
      'POST /api/auth/reset-password': () => json(401, { detail: 'x', code: 'invalid_reset_token' }),
    });
    const { user } = renderApp('/reset-password?token=t');
    await user.type(await screen.findByLabelText('Nouveau mot de passe', { selector: 'input' }), 'nouveau1');
    await user.type(field('Confirmer le mot de passe'), 'nouveau1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Lien de réinitialisation expiré ou invalide');
  });

  it('says under the field what the server refuses in the new password, and keeps the form', async () => {
    const refusal = 'Le mot de passe ne peut pas dépasser 128 caractères';
    stubFetch({
      'POST /api/auth/validate-reset-token': () => json(200, { valid: true }),
      'POST /api/auth/reset-password': () =>
        json(400, { code: 'validation_error', detail: refusal, fields: { new_password: refusal } }),
    });
    const { user } = renderApp('/reset-password?token=t');
    await user.type(await screen.findByLabelText('Nouveau mot de passe', { selector: 'input' }), 'Soleil');
    expect(screen.getByText(/Robustesse du mot de passe/)).toHaveTextContent('Faible');
    await user.type(field('Confirmer le mot de passe'), 'Soleil');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    await waitFor(() =>
      expect(field('Nouveau mot de passe')).toHaveAccessibleDescription(expect.stringContaining(refusal)),
    );
    expect(field('Nouveau mot de passe')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument();
  });
});

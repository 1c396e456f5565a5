import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authMessages, historyMessages, passwordMessages } from '@pourquoi/shared';
import { aChild, signedInFamily } from '@/test/family';
import { json, type Handler } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOO_COMMON = 'Ce mot de passe est trop courant : choisissez-en un autre';
const freshPair = { access_token: 'access-2', refresh_token: 'refresh-2', token_type: 'bearer', expires_in: 900 };

function family(routes: Record<string, Handler | Handler[]>) {
  return signedInFamily({ children: [aChild()], routes });
}

/** Opens « Mon compte » and returns its « Mot de passe » section. */
async function openPasswordSection(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Mon compte' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mon compte' });
  return within(dialog).getByRole('region', { name: 'Mot de passe' });
}

const input = (section: HTMLElement, label: string) => within(section).getByLabelText(label, { selector: 'input' });

describe('Changer le mot de passe', () => {
  it('changes it with the current one, keeps this device signed in with the new tokens, and says so', async () => {
    const server = family({ 'POST /api/auth/change-password': () => json(200, freshPair) });
    const { user, router } = renderApp('/');
    const section = await openPasswordSection(user);

    await user.click(within(section).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(input(section, 'Mot de passe actuel')).toHaveFocus();

    // Nothing typed: said on each field, nothing sent.
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));
    expect(input(section, 'Mot de passe actuel')).toHaveAccessibleDescription(passwordMessages.currentRequired);
    expect(input(section, 'Mot de passe actuel')).toHaveFocus();
    expect(input(section, 'Nouveau mot de passe')).toHaveAccessibleDescription(
      expect.stringContaining(authMessages.passwordRequired),
    );
    expect(server.callsTo('POST /api/auth/change-password')).toHaveLength(0);

    await user.type(input(section, 'Mot de passe actuel'), 'ancien-secret');
    await user.type(input(section, 'Nouveau mot de passe'), 'girafe du jardin');
    expect(within(section).getByRole('status')).toHaveTextContent('Robustesse du mot de passe : Solide');
    await user.type(input(section, 'Confirmer le mot de passe'), 'girafe du jardin');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));

    const done = await within(section).findByText(passwordMessages.changed);
    expect(done).toHaveAttribute('role', 'status');
    await waitFor(() => expect(done).toHaveFocus());
    expect(within(section).queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument();
    // The confirmation never leaves the browser.
    expect(server.callsTo('POST /api/auth/change-password')[0]?.body).toEqual({
      current_password: 'ancien-secret',
      new_password: 'girafe du jardin',
    });
    expect(localStorage.getItem('access_token')).toBe('access-2');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(router.state.location.pathname).toBe('/');
    // The devices list is read again, with the new session.
    await waitFor(() => expect(server.callsTo('GET /api/auth/sessions').at(-1)?.authorization).toBe('Bearer access-2'));
  });

  it('says under each field what the server refused: a wrong current password, then a too common new one', async () => {
    const server = family({
      'POST /api/auth/change-password': [
        () =>
          json(400, {
            code: 'validation_error',
            detail: historyMessages.wrongPassword,
            fields: { current_password: historyMessages.wrongPassword },
          }),
        () => json(400, { code: 'validation_error', detail: TOO_COMMON, fields: { new_password: TOO_COMMON } }),
      ],
    });
    const { user } = renderApp('/');
    const section = await openPasswordSection(user);
    await user.click(within(section).getByRole('button', { name: 'Changer le mot de passe' }));

    await user.type(input(section, 'Mot de passe actuel'), 'pas-le-bon');
    await user.type(input(section, 'Nouveau mot de passe'), 'Azerty123');
    await user.type(input(section, 'Confirmer le mot de passe'), 'Azerty123');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));

    const current = input(section, 'Mot de passe actuel');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Mot de passe incorrect'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();

    await user.clear(current);
    await user.type(current, 'le-bon-secret');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));
    const next = input(section, 'Nouveau mot de passe');
    await waitFor(() => expect(next).toHaveAccessibleDescription(expect.stringContaining(TOO_COMMON)));
    expect(next).toHaveFocus();

    expect(server.callsTo('POST /api/auth/change-password')).toHaveLength(2);
    expect(localStorage.getItem('access_token')).toBe('access-1');
  });

  it('asks to wait after too many tries', async () => {
    family({
      'POST /api/auth/change-password': () =>
        json(429, { code: 'rate_limited', detail: 'Trop de tentatives. Réessayez dans quelques minutes' }),
    });
    const { user } = renderApp('/');
    const section = await openPasswordSection(user);
    await user.click(within(section).getByRole('button', { name: 'Changer le mot de passe' }));
    await user.type(input(section, 'Mot de passe actuel'), 'ancien-secret');
    await user.type(input(section, 'Nouveau mot de passe'), 'girafe du jardin');
    await user.type(input(section, 'Confirmer le mot de passe'), 'girafe du jardin');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Réessayez dans quelques minutes',
    );
  });

  it('can be cancelled from the keyboard: what was typed is forgotten and focus returns to the button', async () => {
    const server = family({});
    const { user } = renderApp('/');
    const section = await openPasswordSection(user);
    within(section).getByRole('button', { name: 'Changer le mot de passe' }).focus();
    await user.keyboard('{Enter}');
    expect(input(section, 'Mot de passe actuel')).toHaveFocus();
    await user.keyboard('secret-tape');

    await user.click(within(section).getByRole('button', { name: 'Annuler' }));
    expect(within(section).queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument();
    const start = within(section).getByRole('button', { name: 'Changer le mot de passe' });
    expect(start).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(input(section, 'Mot de passe actuel')).toHaveValue('');
    expect(server.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });
});

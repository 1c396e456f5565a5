import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { historyMessages } from '@pourquoi/shared';
import { captureDownloads, fileResponse } from '@/test/downloads';
import { aChild, signedInFamily } from '@/test/family';
import { json, type Handler } from '@/test/fetch-mock';
import { parent, renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const deleted = { children: 3, conversations: 12, messages: 40, stories: 2, illustrations: 10, sessions: 1 };

function family(routes: Record<string, Handler | Handler[]> = {}) {
  return signedInFamily({ children: [aChild()], routes });
}

/** Opens "Mon compte" from the footer and waits for the lazily loaded dialog. */
async function openAccount(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Mon compte' }));
  return screen.findByRole('dialog', { name: 'Mon compte' });
}

describe('Mon compte', () => {
  it('shows the parent, downloads all the family\'s data, and keeps "Se déconnecter" beside it', async () => {
    const downloads = captureDownloads();
    const server = family({
      'GET /api/account/export': () => fileResponse('{"compte":{}}', 'pourquoi-léa-martin.json'),
    });
    const { user } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    const dialog = await openAccount(user);

    expect(within(dialog).getByText('Prénom').closest('div')).toHaveTextContent(`Prénom${parent.first_name}`);
    expect(within(dialog).getByText('Email').closest('div')).toHaveTextContent(`Email${parent.email}`);

    await user.click(within(dialog).getByRole('button', { name: 'Télécharger toutes mes données' }));
    expect(await within(dialog).findByText('Fichier téléchargé : pourquoi-léa-martin.json')).toBeInTheDocument();
    expect(downloads).toEqual([{ name: 'pourquoi-léa-martin.json', href: 'blob:pourquoi/1' }]);
    expect(server.callsTo('GET /api/account/export')[0]?.authorization).toBe('Bearer access-1');
  });

  it('asks for the password, says when it is wrong, and can be cancelled', async () => {
    const server = family({
      'DELETE /api/account': () =>
        json(400, {
          code: 'validation_error',
          detail: historyMessages.wrongPassword,
          fields: { password: historyMessages.wrongPassword },
        }),
    });
    const { user, router } = renderApp('/');
    const dialog = await openAccount(user);
    const danger = within(dialog).getByRole('region', { name: 'Supprimer mon compte' });
    expect(danger).toHaveTextContent(/enfants.*conversations.*histoires.*illustrations.*sessions/);
    expect(danger).toHaveTextContent("C'est définitif");

    await user.click(within(danger).getByRole('button', { name: 'Supprimer mon compte' }));
    const password = within(danger).getByLabelText('Votre mot de passe');
    expect(password).toHaveFocus();

    // Empty: said at once, nothing sent.
    await user.click(within(danger).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(password).toHaveAccessibleDescription(/Le mot de passe est requis/);
    expect(server.callsTo('DELETE /api/account')).toHaveLength(0);

    await user.type(password, 'mauvais');
    await user.click(within(danger).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Mot de passe incorrect/));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('DELETE /api/account')[0]?.body).toEqual({ password: 'mauvais' });
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(router.state.location.pathname).toBe('/');

    await user.click(within(danger).getByRole('button', { name: 'Annuler' }));
    expect(within(danger).getByRole('status')).toHaveTextContent('Suppression annulée');
    expect(within(danger).getByRole('button', { name: 'Supprimer mon compte' })).toHaveFocus();
    expect(within(danger).queryByLabelText('Votre mot de passe')).not.toBeInTheDocument();
  });

  it('deletes the account, tells what was deleted, then signs out to /login', async () => {
    const server = family({ 'DELETE /api/account': () => json(200, { deleted }) });
    const { user, router } = renderApp('/');
    const dialog = await openAccount(user);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer mon compte' }));
    await user.type(within(dialog).getByLabelText('Votre mot de passe'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));

    const done = await screen.findByRole('dialog', { name: 'Votre compte a été supprimé' });
    expect(
      within(done).getByText(
        'Ont été effacés : 3 enfants, 12 conversations, 40 messages, 2 histoires, 10 illustrations et 1 session.',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('DELETE /api/account')[0]?.body).toEqual({ password: 'secret123' });
    // The parent reads the counts first: still on the app.
    expect(router.state.location.pathname).toBe('/');

    await user.click(within(done).getByRole('button', { name: 'Terminer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });
});

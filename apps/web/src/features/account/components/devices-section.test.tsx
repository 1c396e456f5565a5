import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { historyMessages, sessionMessages } from '@pourquoi/shared';
import { aChild, signedInFamily } from '@/test/family';
import { json, type Handler } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const phone = {
  id: '5b0f7c1e-2f4a-4c8e-9d3b-1a2b3c4d5e6f',
  created_at: '2026-11-02T19:30:00.000Z',
  last_used_at: '2026-11-21T08:05:00.000Z',
  expires_at: '2026-12-02T19:30:00.000Z',
  current: false,
};
const thisDevice = {
  id: '0c6e2d4a-8b1f-4e3a-a5c7-9f8e7d6c5b4a',
  created_at: '2026-11-20T17:00:00.000Z',
  last_used_at: '2026-11-20T17:00:00.000Z',
  expires_at: '2026-12-20T17:00:00.000Z',
  current: true,
};
const tablet = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  created_at: '2026-11-10T12:00:00.000Z',
  last_used_at: '2026-11-19T18:30:00.000Z',
  expires_at: '2026-12-10T12:00:00.000Z',
  current: false,
};
const endPhone = `POST /api/auth/sessions/${phone.id}/revoke`;

function family(routes: Record<string, Handler | Handler[]>) {
  return signedInFamily({ children: [aChild()], routes });
}

/**
 * Opens "Mon compte" and returns its « Appareils connectés » section once the list is shown. The
 * home page and the dialog load lazily: slow on a busy machine, hence the longer waits.
 */
async function openDevices(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Mon compte' }, { timeout: 5_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Mon compte' }, { timeout: 5_000 });
  const section = within(dialog).getByRole('region', { name: 'Appareils connectés' });
  await within(section).findByRole('list', {}, { timeout: 5_000 });
  return section;
}

describe('Appareils connectés', () => {
  it('lists the devices in French, this one first named « Cet appareil »', async () => {
    family({ 'GET /api/auth/sessions': () => json(200, { sessions: [thisDevice, phone] }) });
    const { user } = renderApp('/');
    const section = await openDevices(user);

    const [mine, other] = within(section).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Cet appareil');
    expect(mine).toHaveTextContent('Connecté le 20 novembre 2026');
    expect(mine).toHaveTextContent("Session valable jusqu'au 20 décembre 2026");
    expect(other).toHaveTextContent('Autre appareil');
    expect(other).toHaveTextContent('Connecté le 2 novembre 2026');
    // Paris time: 08:05 UTC is 09:05 in November.
    expect(other).toHaveTextContent('Dernière activité : 21 novembre 2026 à 09:05');
    expect(within(section).getByRole('button', { name: 'Déconnecter les autres appareils' })).toBeInTheDocument();
  });

  it('offers nothing to end when this is the only device', async () => {
    family({ 'GET /api/auth/sessions': () => json(200, { sessions: [thisDevice] }) });
    const { user } = renderApp('/');
    const section = await openDevices(user);
    expect(within(section).getByRole('listitem')).toHaveTextContent('Cet appareil');
    expect(section).toHaveTextContent("Aucun autre appareil n'est connecté à votre compte.");
    expect(within(section).queryByRole('button', { name: 'Déconnecter les autres appareils' })).toBeNull();
  });

  it('asks for the password, says when it is wrong, then signs the other devices out', async () => {
    const server = family({
      'GET /api/auth/sessions': [
        () => json(200, { sessions: [thisDevice, phone] }),
        () => json(200, { sessions: [thisDevice] }),
      ],
      'POST /api/auth/sessions/revoke-others': [
        () =>
          json(400, {
            code: 'validation_error',
            detail: historyMessages.wrongPassword,
            fields: { password: historyMessages.wrongPassword },
          }),
        () => json(200, { ended: 1 }),
      ],
    });
    const { user, router } = renderApp('/');
    const section = await openDevices(user);

    await user.click(within(section).getByRole('button', { name: 'Déconnecter les autres appareils' }));
    const password = within(section).getByLabelText('Votre mot de passe');
    expect(password).toHaveFocus();

    // Empty: said at once, nothing sent.
    await user.click(within(section).getByRole('button', { name: 'Déconnecter les autres appareils' }));
    expect(password).toHaveAccessibleDescription(/Le mot de passe est requis/);
    expect(server.callsTo('POST /api/auth/sessions/revoke-others')).toHaveLength(0);

    await user.type(password, 'mauvais');
    await user.click(within(section).getByRole('button', { name: 'Déconnecter les autres appareils' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Mot de passe incorrect/));
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);

    await user.clear(password);
    await user.type(password, 'un-secret-de-famille');
    await user.click(within(section).getByRole('button', { name: 'Déconnecter les autres appareils' }));
    const done = await within(section).findByText('1 autre appareil a été déconnecté.');
    expect(done).toHaveFocus();
    expect(server.callsTo('POST /api/auth/sessions/revoke-others')[1]?.body).toEqual({
      password: 'un-secret-de-famille',
    });
    // The list is read again: only this device is left, and this one stays signed in.
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).queryByLabelText('Votre mot de passe')).toBeNull();
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(router.state.location.pathname).toBe('/');
  });

  it('can be cancelled without sending anything', async () => {
    const server = family({ 'GET /api/auth/sessions': () => json(200, { sessions: [thisDevice, phone] }) });
    const { user } = renderApp('/');
    const section = await openDevices(user);
    await user.click(within(section).getByRole('button', { name: 'Déconnecter les autres appareils' }));
    await user.click(within(section).getByRole('button', { name: 'Annuler' }));
    expect(within(section).queryByLabelText('Votre mot de passe')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Déconnecter les autres appareils' })).toHaveFocus();
    expect(server.callsTo('POST /api/auth/sessions/revoke-others')).toHaveLength(0);
  });

  it('signs out one chosen device with the password, and only that one', async () => {
    const server = family({
      'GET /api/auth/sessions': [
        () => json(200, { sessions: [thisDevice, phone, tablet] }),
        () => json(200, { sessions: [thisDevice, tablet] }),
      ],
      [endPhone]: [
        () =>
          json(400, {
            code: 'validation_error',
            detail: historyMessages.wrongPassword,
            fields: { password: historyMessages.wrongPassword },
          }),
        () => json(200, { ended: 1 }),
      ],
    });
    const { user } = renderApp('/');
    const section = await openDevices(user);

    // Each other device has its button, described by its dates; this one has none.
    const [mine, phoneRow] = within(section).getAllByRole('listitem');
    expect(within(mine!).queryByRole('button', { name: 'Déconnecter cet appareil' })).toBeNull();
    expect(within(section).getAllByRole('button', { name: 'Déconnecter cet appareil' })).toHaveLength(2);
    const endButton = within(phoneRow!).getByRole('button', { name: 'Déconnecter cet appareil' });
    expect(endButton).toHaveAccessibleDescription(/Connecté le 2 novembre 2026 Dernière activité : 21 novembre 2026/);

    await user.click(endButton);
    const password = within(phoneRow!).getByLabelText('Votre mot de passe');
    expect(password).toHaveFocus();
    await user.type(password, 'mauvais');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Mot de passe incorrect/));
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);

    await user.clear(password);
    await user.type(password, 'un-secret-de-famille');
    await user.click(within(phoneRow!).getByRole('button', { name: 'Déconnecter cet appareil' }));
    const done = await within(section).findByText('1 autre appareil a été déconnecté.');
    expect(done).toHaveFocus();
    expect(server.callsTo(endPhone)[1]?.body).toEqual({ password: 'un-secret-de-famille' });
    expect(server.callsTo('POST /api/auth/sessions/revoke-others')).toHaveLength(0);
    // The list is read again: the tablet and this device are left, this one still signed in.
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(within(section).getAllByRole('button', { name: 'Déconnecter cet appareil' })).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBe('access-1');
  });

  it("goes back to the device's button on « Annuler », sending nothing", async () => {
    const server = family({ 'GET /api/auth/sessions': () => json(200, { sessions: [thisDevice, phone, tablet] }) });
    const { user } = renderApp('/');
    const section = await openDevices(user);
    const tabletRow = within(section).getAllByRole('listitem')[2]!;
    await user.click(within(tabletRow).getByRole('button', { name: 'Déconnecter cet appareil' }));
    await user.click(within(tabletRow).getByRole('button', { name: 'Annuler' }));
    expect(within(section).queryByLabelText('Votre mot de passe')).toBeNull();
    expect(within(tabletRow).getByRole('button', { name: 'Déconnecter cet appareil' })).toHaveFocus();
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says so when that device had already signed out, and reads the list again', async () => {
    family({
      'GET /api/auth/sessions': [
        () => json(200, { sessions: [thisDevice, phone] }),
        () => json(200, { sessions: [thisDevice] }),
      ],
      [endPhone]: () => json(404, { code: 'not_found', detail: sessionMessages.notFound }),
    });
    const { user } = renderApp('/');
    const section = await openDevices(user);
    await user.click(within(section).getByRole('button', { name: 'Déconnecter cet appareil' }));
    await user.type(within(section).getByLabelText('Votre mot de passe'), 'un-secret-de-famille');
    await user.keyboard('{Enter}');
    expect(await within(section).findByRole('status')).toHaveTextContent(sessionMessages.notFound);
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminMessages, authMessages } from '@pourquoi/shared';
import { onDay } from '@/test/family';
import { json } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { adminServer, anAdminUser, consoleReady, users } from '../testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

onDay('2026-11-22T10:00:00.000Z');

const counter = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("the console's trial counter and user edits (decision 0016)", () => {
  it('counts only the trials still running in « En essai gratuit »', async () => {
    adminServer({
      users: [
        ...users,
        // Trial over, and a paid plan that lapsed: both keep the trial end date the spec's rule read.
        anAdminUser({
          id: 'u-fini',
          email: 'fini@example.fr',
          is_premium: false,
          subscription_plan: 'free_trial',
          subscription_end_date: null,
          subscription_status: 'expired',
        }),
        anAdminUser({ id: 'u-parti', email: 'parti@example.fr', is_premium: false, subscription_status: 'expired' }),
      ],
    });
    renderApp('/admin');
    await consoleReady();
    await waitFor(() => expect(counter('Utilisateurs')).toBe('7'));
    expect(counter('En essai gratuit')).toBe('2');
    expect(counter('Abonnés premium')).toBe('2');
  });

  it('changes the first name, the last name and the address, and says the new address is to confirm', async () => {
    const net = adminServer({
      routes: {
        'PUT /api/admin/users/u-lea': () =>
          json(200, anAdminUser({ first_name: 'Léane', last_name: 'Moreau', email: 'leane@example.fr' })),
      },
    });
    const { user } = renderApp('/admin');
    await consoleReady();
    await user.click(screen.getByRole('button', { name: 'Modifier lea@example.fr' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    const firstName = within(dialog).getByLabelText('Prénom');
    const lastName = within(dialog).getByLabelText('Nom');
    const email = within(dialog).getByLabelText('Adresse email');
    expect(firstName).toHaveValue('Léa');
    expect(lastName).toHaveValue('Martin');
    expect(email).toHaveValue('lea@example.fr');

    // Checked as at registration before anything is sent.
    await user.clear(firstName);
    await user.clear(email);
    await user.type(email, 'pas-un-email');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText(authMessages.firstNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(authMessages.emailInvalid)).toBeInTheDocument();
    expect(net.callsTo('PUT /api/admin/users/u-lea')).toHaveLength(0);

    await user.type(firstName, 'Léane');
    await user.clear(lastName);
    await user.type(lastName, 'Moreau');
    await user.clear(email);
    await user.type(email, 'Leane@Example.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.callsTo('PUT /api/admin/users/u-lea')[0]?.body).toMatchObject({
      first_name: 'Léane',
      last_name: 'Moreau',
      email: 'leane@example.fr',
      subscription_plan: 'family_monthly',
    });
    expect(
      await screen.findByText(
        "leane@example.fr : Famille jusqu'au 31 janvier 2027. Un lien de confirmation est parti à la nouvelle adresse.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /leane@example\.fr/ })).toHaveTextContent('Léane Moreau');
  });

  it('says when the new address already belongs to another account', async () => {
    adminServer({
      routes: {
        'PUT /api/admin/users/u-lea': () => json(400, { detail: 'Cet email est déjà utilisé', code: 'email_taken' }),
      },
    });
    const { user } = renderApp('/admin');
    await consoleReady();
    await user.click(screen.getByRole('button', { name: 'Modifier lea@example.fr' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    await user.clear(within(dialog).getByLabelText('Adresse email'));
    await user.type(within(dialog).getByLabelText('Adresse email'), 'paul@example.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(adminMessages.userUpdateFailed);
    expect(alert).toHaveTextContent('Cet email est déjà utilisé');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminMessages, errorCatalogue } from '@pourquoi/shared';
import { onDay } from '@/test/family';
import { json } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { LAZY_LOAD, aCode, adminServer, anAdminUser, anEntry, consoleReady, users } from '../testing';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Today is 22 November 2026 in Paris: the codes' dates and the edit modal's pre-fill read it.
onDay('2026-11-22T10:00:00.000Z');

/** The last step of a destructive call: the phrase, one's password (decision 0020), then its button. */
async function confirmWith(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  { phrase, password = 'motdepasse', button }: { phrase: string; password?: string; button: string },
) {
  await user.type(within(dialog).getByLabelText('Phrase de confirmation'), phrase);
  if (password) await user.type(within(dialog).getByLabelText('Votre mot de passe'), password);
  await user.click(within(dialog).getByRole('button', { name: button }));
}
const deleteWith = (phrase: string, password?: string) => ({ phrase, password, button: 'Supprimer le compte' });

const counter = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const row = (email: string) => screen.getByRole('row', { name: new RegExp(email) });

describe('administration console', () => {
  it('shows the counters, the codes, the users with their plans, and the audit log', async () => {
    adminServer();
    const { user } = renderApp('/admin');
    const table = await consoleReady();

    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(counter('Utilisateurs')).toBe('5'));
    // The contact account is premium but left out; the admin and Zoé are on their trial.
    expect(counter('Abonnés premium')).toBe('2');
    expect(counter('En essai gratuit')).toBe('2');
    // NOEL26 and BIENVENUE: ETE26 is past its date, VIP used up.
    await waitFor(() => expect(counter('Codes de réduction actifs')).toBe('2'));

    const codeList = screen.getByRole('region', { name: 'Codes de réduction' });
    const noel = within(codeList).getByText('NOEL26').closest('li')!;
    expect(within(noel).getByText('2 mois offerts')).toBeInTheDocument();
    expect(within(noel).getByText('3 / 100 utilisations')).toBeInTheDocument();
    expect(within(noel).getByText("Valable jusqu'au 31 décembre 2026")).toBeInTheDocument();
    expect(within(noel).getByText('Deux mois pour Noël')).toBeInTheDocument();
    expect(within(codeList).getByText('-20 %')).toBeInTheDocument();
    expect(within(codeList).getByText('Sans date limite')).toBeInTheDocument();
    expect(within(codeList).getByText('Expiré')).toBeInTheDocument();
    expect(within(codeList).getByText('Épuisé')).toBeInTheDocument();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Email', 'Nom', 'Formule', "Fin d'abonnement", 'Enfants', 'Actions']);
    const lea = row('lea@example.fr');
    expect(within(lea).getByText('Léa Martin')).toBeInTheDocument();
    expect(within(lea).getByText('Famille')).toHaveClass('plan-tag--family');
    expect(within(lea).getByText('31 janvier 2027')).toBeInTheDocument();
    expect(within(row('paul@example.fr')).getByText('Essentiel annuel')).toHaveClass('plan-tag--essential');
    expect(within(row('zoe@example.fr')).getByText('Essai gratuit')).toHaveClass('plan-tag--trial');
    expect(within(row('zoe@example.fr')).getByText('Essai : 25 novembre 2026')).toBeInTheDocument();
    expect(within(lea).getByRole('button', { name: 'Modifier lea@example.fr' })).toBeEnabled();
    expect(within(lea).getByRole('button', { name: 'Réinitialiser le mot de passe de lea@example.fr' })).toBeEnabled();

    expect(await screen.findByText("Formule de lea@example.fr : Famille jusqu'au 31 janvier 2027")).toBeInTheDocument();
    expect(screen.getByText('par admin@pourquoi.fr')).toBeInTheDocument();
    expect(screen.getByText('20 nov. 2026, 15:30')).toBeInTheDocument();

    // Back to the chat view.
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Léa !' })).toBeInTheDocument();
  });

  it('never offers to delete the contact account nor oneself', async () => {
    adminServer();
    renderApp('/admin');
    await consoleReady();
    const contact = screen.getByRole('button', { name: 'Supprimer contact@pourquoi.fr' });
    expect(contact).toBeDisabled();
    expect(contact).toHaveAccessibleDescription('Compte de contact principal : non supprimable');
    const self = screen.getByRole('button', { name: 'Supprimer admin@pourquoi.fr' });
    expect(self).toBeDisabled();
    expect(self).toHaveAccessibleDescription('Votre propre compte : non supprimable');
    expect(screen.getByRole('button', { name: 'Supprimer lea@example.fr' })).toBeEnabled();
  });

  it('says calmly when a list does not load, and logs it (product.md#admin-errors)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    adminServer({
      routes: {
        'GET /api/admin/users': () => json(500, { detail: 'Problème serveur', code: 'internal_error' }),
        'GET /api/admin/discount-codes': () => json(500, { detail: 'Problème serveur', code: 'internal_error' }),
        'GET /api/admin/audit-log': () => json(500, { detail: 'Problème serveur', code: 'internal_error' }),
      },
    });
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Administration' }, LAZY_LOAD);
    expect(
      await screen.findByText("La liste des utilisateurs n'a pas pu être chargée pour le moment."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Les codes de réduction n'ont pas pu être chargés pour le moment."),
    ).toBeInTheDocument();
    expect(await screen.findByText("Le journal n'a pas pu être chargé pour le moment.")).toBeInTheDocument();
    expect(counter('Utilisateurs')).toBe('—');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Admin console: the users could not be loaded', expect.anything());
  });
});

describe('editing a user', () => {
  it('opens with the plan and its last day, and sends premium from the plan', async () => {
    const net = adminServer({
      routes: {
        'PUT /api/admin/users/u-lea': () =>
          json(
            200,
            anAdminUser({ subscription_plan: 'essential_monthly', subscription_end_date: '2027-03-15T23:00:00.000Z' }),
          ),
      },
    });
    const { user } = renderApp('/admin');
    await consoleReady();
    await user.click(screen.getByRole('button', { name: 'Modifier lea@example.fr' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    expect(dialog).toHaveAccessibleDescription('lea@example.fr');
    const plan = within(dialog).getByRole('combobox', { name: 'Formule' });
    expect(plan).toHaveValue('family_monthly');
    expect(
      within(plan)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['free_trial', 'essential_monthly', 'essential_yearly', 'family_monthly', 'family_yearly']);
    // The server's end of the Paris day of 31 January reads as 31 January.
    expect(within(dialog).getByLabelText("Fin de l'abonnement")).toHaveValue('2027-01-31');

    await user.selectOptions(plan, 'essential_monthly');
    fireEvent.change(within(dialog).getByLabelText("Fin de l'abonnement"), { target: { value: '2027-03-15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.callsTo('PUT /api/admin/users/u-lea')[0]?.body).toMatchObject({
      email: 'lea@example.fr',
      subscription_plan: 'essential_monthly',
      subscription_end_date: '2027-03-15',
      is_premium: true,
    });
    expect(await screen.findByText("lea@example.fr : Essentiel jusqu'au 15 mars 2027.")).toBeInTheDocument();
    expect(within(row('lea@example.fr')).getByText('Essentiel')).toHaveClass('plan-tag--essential');
  });

  it("pre-fills an empty end date with today, keeps a trial's own end, and sends is_premium false for the trial", async () => {
    const net = adminServer({
      users: [
        ...users,
        anAdminUser({ id: 'u-sans', email: 'sans@example.fr', subscription_end_date: null, is_premium: true }),
      ],
      routes: {
        'PUT /api/admin/users/u-sans': () => json(200, anAdminUser({ id: 'u-sans', email: 'sans@example.fr' })),
      },
    });
    const { user } = renderApp('/admin');
    await consoleReady();

    await user.click(screen.getByRole('button', { name: 'Modifier sans@example.fr' }));
    let dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    expect(within(dialog).getByLabelText("Fin de l'abonnement")).toHaveValue('2026-11-22');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Formule' }), 'free_trial');
    expect(within(dialog).getByText("Essai gratuit : le compte n'est pas premium.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(net.callsTo('PUT /api/admin/users/u-sans')).toHaveLength(1));
    expect(net.callsTo('PUT /api/admin/users/u-sans')[0]?.body).toMatchObject({
      subscription_plan: 'free_trial',
      subscription_end_date: '2026-11-22',
      is_premium: false,
    });

    // A trial shows its own last day: saving it unchanged never shortens it.
    await user.click(screen.getByRole('button', { name: 'Modifier zoe@example.fr' }));
    dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    expect(within(dialog).getByLabelText("Fin de l'essai")).toHaveValue('2026-11-25');
  });

  it("says the spec's message when the update fails", async () => {
    adminServer({
      routes: { 'PUT /api/admin/users/u-lea': () => json(500, { detail: 'Panne', code: 'internal_error' }) },
    });
    const { user } = renderApp('/admin');
    await consoleReady();
    await user.click(screen.getByRole('button', { name: 'Modifier lea@example.fr' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'utilisateur" });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(adminMessages.userUpdateFailed);
  });
});

describe('deleting a user and sending a reset mail', () => {
  const openDeletion = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Supprimer lea@example.fr' }));
    let dialog = await screen.findByRole('dialog', { name: 'Supprimer le compte lea@example.fr ?' });
    expect(dialog).toHaveAccessibleDescription('Étape 1 sur 3');
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    dialog = await screen.findByRole('dialog', { name: 'Êtes-vous vraiment sûr ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Oui, continuer' }));
    dialog = await screen.findByRole('dialog', { name: 'Dernière confirmation' });
    expect(within(dialog).getByText(adminMessages.deletionPhrase)).toBeInTheDocument();
    return dialog;
  };

  it('asks twice, then cancels on anything but the exact phrase', async () => {
    const net = adminServer();
    const { user } = renderApp('/admin');
    await consoleReady();

    // No at the first question: nothing happens, nothing is said.
    await user.click(screen.getByRole('button', { name: 'Supprimer lea@example.fr' }));
    const first = await screen.findByRole('dialog', { name: 'Supprimer le compte lea@example.fr ?' });
    expect(within(first).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(first).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(adminMessages.deletionCancelled)).not.toBeInTheDocument();

    const dialog = await openDeletion(user);
    await user.type(within(dialog).getByLabelText('Phrase de confirmation'), 'supprimer définitivement');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le compte' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(adminMessages.deletionCancelled);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(net.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("deletes with the exact phrase and tells what was deleted, or the server's reason", async () => {
    const net = adminServer({
      routes: {
        'DELETE /api/admin/users/u-lea': [
          () =>
            json(200, {
              user_email: 'lea@example.fr',
              deleted_data: {
                conversations: 14,
                subscriptions: 1,
                child_modifications: 0,
                referrals: 1,
                children: 2,
                stories: 3,
              },
            }),
          () => json(403, { detail: 'Le compte de contact principal ne peut pas être supprimé', code: 'forbidden' }),
          () => json(500),
        ],
      },
    });
    const { user } = renderApp('/admin');
    await consoleReady();

    let dialog = await openDeletion(user);
    await confirmWith(user, dialog, deleteWith(adminMessages.deletionPhrase));
    expect(await screen.findByText(/a été supprimé/)).toHaveTextContent(
      "Le compte lea@example.fr a été supprimé : 2 enfants, 14 conversations, 3 histoires, 1 abonnement, 0 modification d'enfant et 1 parrainage.",
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(net.callsTo('DELETE /api/admin/users/u-lea').map((call) => call.body)).toEqual([
      { confirmation: adminMessages.deletionPhrase, password: 'motdepasse' },
    ]);

    dialog = await openDeletion(user);
    await confirmWith(user, dialog, deleteWith(adminMessages.deletionPhrase));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le compte de contact principal ne peut pas être supprimé',
    );

    dialog = await openDeletion(user);
    await confirmWith(user, dialog, deleteWith(adminMessages.deletionPhrase));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(adminMessages.unknownError));
  });

  it("asks for one's password last, and keeps the dialog and the phrase when the server refuses it", async () => {
    const net = adminServer({
      routes: {
        'DELETE /api/admin/users/u-lea': [
          () => json(403, { detail: errorCatalogue.reauthentication_failed.message, code: 'reauthentication_failed' }),
          () =>
            json(200, {
              user_email: 'lea@example.fr',
              deleted_data: {
                conversations: 0,
                subscriptions: 1,
                child_modifications: 0,
                referrals: 0,
                children: 2,
                stories: 0,
              },
            }),
        ],
      },
    });
    const { user } = renderApp('/admin');
    await consoleReady();
    const dialog = await openDeletion(user);
    expect(dialog).toHaveAccessibleDescription('Étape 3 sur 3');
    const password = within(dialog).getByLabelText('Votre mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    // No password: said at once, nothing sent.
    await confirmWith(user, dialog, deleteWith(adminMessages.deletionPhrase, ''));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Le mot de passe est requis'));
    expect(password).toHaveFocus();
    expect(net.callsTo('DELETE /api/admin/users/u-lea')).toHaveLength(0);

    await user.type(password, 'pas-le-bon');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le compte' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(errorCatalogue.reauthentication_failed.message),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Dernière confirmation' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Phrase de confirmation')).toHaveValue(adminMessages.deletionPhrase);
    expect(password).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Still signed in: a wrong password is no lost session.
    expect(net.calls.some((call) => call.path === '/api/auth/refresh')).toBe(false);

    await user.clear(password);
    expect(password).not.toHaveAccessibleDescription(
      expect.stringContaining(errorCatalogue.reauthentication_failed.message),
    );
    await user.type(password, 'motdepasse');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le compte' }));
    expect(await screen.findByText(/a été supprimé/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(net.callsTo('DELETE /api/admin/users/u-lea').map((call) => call.body)).toEqual([
      { confirmation: adminMessages.deletionPhrase, password: 'pas-le-bon' },
      { confirmation: adminMessages.deletionPhrase, password: 'motdepasse' },
    ]);
  });

  it('sends the reset mail and says to whom, or why not', async () => {
    const net = adminServer({
      routes: {
        'POST /api/admin/users/u-paul/reset-password': [
          () => json(200, { message: 'Un lien de réinitialisation a été envoyé à paul@example.fr' }),
          () => json(429, { detail: 'Trop de tentatives. Réessayez dans quelques minutes', code: 'rate_limited' }),
        ],
      },
    });
    const { user } = renderApp('/admin');
    await consoleReady();
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe de paul@example.fr' }));
    expect(await screen.findByText('Un lien de réinitialisation a été envoyé à paul@example.fr')).toBeInTheDocument();
    expect(net.callsTo('POST /api/admin/users/u-paul/reset-password')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe de paul@example.fr' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans quelques minutes');
  });
});

describe('discount codes', () => {
  it("applies the form's rules: upper case, type resets the value, bounds, disabled states, live preview", async () => {
    const net = adminServer({
      routes: { 'POST /api/admin/discount-codes': () => json(201, aCode({ id: 'd-new', code: 'NOEL', value: 2 })) },
    });
    const { user } = renderApp('/admin');
    await consoleReady();
    await user.click(screen.getByRole('button', { name: 'Nouveau code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau code de réduction' });
    const create = within(dialog).getByRole('button', { name: 'Créer le code' });

    // The defaults of product.md#console.
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    expect(code).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: 'Pourcentage' })).toBeChecked();
    let value = within(dialog).getByRole('spinbutton', { name: 'Réduction (%)' });
    expect(value).toHaveValue(0);
    expect(value).toHaveAttribute('min', '1');
    expect(value).toHaveAttribute('max', '100');
    expect(value).toHaveAttribute('step', '1');
    const limit = within(dialog).getByRole('spinbutton', { name: "Nombre d'utilisations" });
    expect(limit).toHaveValue(1);
    expect(within(dialog).getByLabelText("Valable jusqu'au")).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: 'Une seule utilisation par compte' })).toBeChecked();
    expect(create).toBeDisabled();

    await user.type(code, 'noel');
    expect(code).toHaveValue('NOEL');
    expect(create).toBeDisabled(); // the value is still 0
    await user.clear(value);
    await user.type(value, '20');
    expect(create).toBeEnabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Aperçu NOEL : -20 %');

    // A new type puts the value back to 0.
    await user.click(within(dialog).getByRole('radio', { name: 'Montant' }));
    value = within(dialog).getByRole('spinbutton', { name: 'Montant de la réduction (€)' });
    expect(value).toHaveValue(0);
    expect(value).toHaveAttribute('min', '0.01');
    expect(value).toHaveAttribute('step', '0.01');
    expect(value).not.toHaveAttribute('max');
    expect(create).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('');

    await user.click(within(dialog).getByRole('radio', { name: 'Mois offerts' }));
    value = within(dialog).getByRole('spinbutton', { name: 'Nombre de mois offerts' });
    expect(value).toHaveAttribute('min', '0');
    expect(value).toHaveAttribute('step', '1');
    await user.clear(value);
    await user.type(value, '1');
    expect(within(dialog).getByRole('status')).toHaveTextContent('NOEL : 1 mois offert');
    expect(within(dialog).getByRole('status')).not.toHaveTextContent('offerts');
    await user.clear(value);
    await user.type(value, '2');
    expect(within(dialog).getByRole('status')).toHaveTextContent('NOEL : 2 mois offerts');

    // The usage limit falls back to 1.
    await user.clear(limit);
    await user.type(limit, '0');
    await user.tab();
    expect(limit).toHaveValue(1);

    // An emptied code disables the button again.
    await user.clear(code);
    expect(create).toBeDisabled();
    await user.type(code, 'noel');

    await user.click(create);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.callsTo('POST /api/admin/discount-codes')[0]?.body).toEqual({
      code: 'NOEL',
      type: 'months',
      value: 2,
      valid_until: null,
      usage_limit: 1,
      description: '',
      one_per_user: true,
    });
    expect(await screen.findByText('Le code NOEL (2 mois offerts) a été créé.')).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('GET /api/admin/discount-codes')).toHaveLength(2));
  });

  it("shows the shared rule's message for a value out of bounds, and the server's detail or Erreur inconnue", async () => {
    const net = adminServer({
      routes: {
        'POST /api/admin/discount-codes': [
          () =>
            json(400, {
              detail: 'Ce code existe déjà',
              code: 'validation_error',
              fields: { code: 'Ce code existe déjà' },
            }),
          () => json(500),
        ],
      },
    });
    const { user } = renderApp('/admin');
    await consoleReady();
    await user.click(screen.getByRole('button', { name: 'Nouveau code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau code de réduction' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'NOEL26');
    const value = within(dialog).getByRole('spinbutton', { name: 'Réduction (%)' });
    await user.clear(value);
    await user.type(value, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le code' }));
    expect(within(dialog).getByText('Un pourcentage va de 1 à 100')).toBeInTheDocument();
    expect(value).toHaveFocus();
    expect(net.callsTo('POST /api/admin/discount-codes')).toHaveLength(0);

    await user.clear(value);
    await user.type(value, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ce code existe déjà');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le code' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(adminMessages.unknownError));
  });

  it("deletes a code after one confirm and loads the list again, or says the spec's message", async () => {
    const net = adminServer({
      routes: { 'DELETE /api/admin/discount-codes/d-noel': [() => json(204), () => json(500)] },
    });
    const { user } = renderApp('/admin');
    await consoleReady();
    await screen.findByText('NOEL26');

    await user.click(screen.getByRole('button', { name: 'Supprimer le code NOEL26' }));
    let dialog = await screen.findByRole('dialog', { name: 'Supprimer le code NOEL26 ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le code' }));
    expect(await screen.findByText('Le code NOEL26 a été supprimé.')).toBeInTheDocument();
    expect(net.callsTo('DELETE /api/admin/discount-codes/d-noel')).toHaveLength(1);
    await waitFor(() => expect(net.callsTo('GET /api/admin/discount-codes')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Supprimer le code NOEL26' }));
    dialog = await screen.findByRole('dialog', { name: 'Supprimer le code NOEL26 ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(adminMessages.codeDeletionFailed);
  });
});

describe('database cleanup', () => {
  const openPhrase = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Nettoyer la base de données' }));
    const first = await screen.findByRole('dialog', { name: 'Nettoyer la base de données ?' });
    await user.click(within(first).getByRole('button', { name: 'Continuer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dernière confirmation' });
    expect(within(dialog).getByText(adminMessages.cleanupPhrase)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phrase de confirmation')).toHaveFocus();
    return dialog;
  };

  it("cancels on a wrong phrase, then cleans up with the exact one and one's password, and names the backup", async () => {
    const net = adminServer({
      routes: {
        'POST /api/admin/cleanup-database': [
          () => json(403, { detail: errorCatalogue.reauthentication_failed.message, code: 'reauthentication_failed' }),
          () =>
            json(200, {
              backup_file: 'pourquoi-2026-11-22T04-46-07-860Z.json.gz',
              deleted_users: 12,
              deleted_conversations: 40,
              deleted_subscriptions: 12,
            }),
          () => json(500, { detail: 'Problème serveur temporaire. Réessayez dans un instant', code: 'internal_error' }),
        ],
      },
    });
    const { user } = renderApp('/admin');
    await consoleReady();

    let dialog = await openPhrase(user);
    await user.type(within(dialog).getByLabelText('Phrase de confirmation'), 'NETTOYER');
    await user.click(within(dialog).getByRole('button', { name: 'Nettoyer la base' }));
    expect(await screen.findByText(adminMessages.cleanupCancelled)).toHaveAttribute('role', 'status');
    expect(net.callsTo('POST /api/admin/cleanup-database')).toHaveLength(0);

    // Escape at the phrase cancels the same way.
    dialog = await openPhrase(user);
    await user.keyboard('{Escape}');
    expect(await screen.findByText(adminMessages.cleanupCancelled)).toBeInTheDocument();
    expect(net.callsTo('POST /api/admin/cleanup-database')).toHaveLength(0);

    const cleanWith = (password: string) => ({
      phrase: adminMessages.cleanupPhrase,
      password,
      button: 'Nettoyer la base',
    });
    dialog = await openPhrase(user);
    await confirmWith(user, dialog, cleanWith('pas-le-bon'));
    const password = within(dialog).getByLabelText('Votre mot de passe');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(errorCatalogue.reauthentication_failed.message),
      ),
    );
    expect(within(dialog).getByLabelText('Phrase de confirmation')).toHaveValue(adminMessages.cleanupPhrase);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'motdepasse');
    await user.click(within(dialog).getByRole('button', { name: 'Nettoyer la base' }));
    expect(await screen.findByText(/Nettoyage terminé/)).toHaveTextContent(
      'Nettoyage terminé : 12 comptes, 40 conversations et 12 abonnements supprimés.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('pourquoi-2026-11-22T04-46-07-860Z.json.gz')).toBeInTheDocument();
    expect(screen.queryByText(adminMessages.cleanupCancelled)).not.toBeInTheDocument();
    expect(net.callsTo('POST /api/admin/cleanup-database').map((call) => call.body)).toEqual([
      { confirmation: adminMessages.cleanupPhrase, password: 'pas-le-bon' },
      { confirmation: adminMessages.cleanupPhrase, password: 'motdepasse' },
    ]);

    dialog = await openPhrase(user);
    await confirmWith(user, dialog, cleanWith('motdepasse'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Problème serveur temporaire. Réessayez dans un instant',
    );
  });
});

describe('audit log', () => {
  it('says each action in French, with who and when', async () => {
    adminServer({
      audit: [
        anEntry({ id: 'a5', action: 'database.cleanup', target: null, details: { deleted_users: 3 } }),
        anEntry({ id: 'a4', action: 'discount_code.create', target: 'NOEL26', details: { type: 'months', value: 2 } }),
        anEntry({ id: 'a3', action: 'user.delete', target: 'u-old', details: { email: 'ancien@example.fr' } }),
        anEntry({ id: 'a2', action: 'user.reset_password', target: 'u-paul', details: { email: 'paul@example.fr' } }),
        anEntry({
          id: 'a1',
          action: 'discount_code.delete',
          target: 'ETE26',
          details: {},
          actor_email: 'chef@pourquoi.fr',
        }),
      ],
    });
    renderApp('/admin');
    await consoleReady();
    for (const text of [
      'Nettoyage de la base : 3 comptes supprimés, après sauvegarde',
      'Code NOEL26 créé (2 mois offerts)',
      'Compte supprimé : ancien@example.fr',
      'Lien de réinitialisation du mot de passe envoyé à paul@example.fr',
      'Code ETE26 supprimé',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('par chef@pourquoi.fr')).toBeInTheDocument();
  });
});

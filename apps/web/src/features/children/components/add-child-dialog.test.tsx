import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatPrice, plans, type Child } from '@pourquoi/shared';
import { json } from '@/test/fetch-mock';
import { aChild, familyStatus, signedInFamily, trialStatus, usageFor, onDay } from '@/test/family';
import { renderApp } from '@/test/render-app';

// 15 March 2026 in Paris: birth years 2008 to 2025, and a child born after March 2025 is not 1 yet.
onDay('2026-03-15T10:00:00Z');
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Types a valid child into the add-child dialog. */
async function fillChild(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  { name = 'Zoé', month = 'Mai', year = '2019' } = {},
) {
  const form = within(dialog);
  await user.type(form.getByLabelText('Prénom'), name);
  await user.selectOptions(form.getByLabelText('Mois de naissance'), month);
  await user.selectOptions(form.getByLabelText('Année de naissance'), year);
}

async function openAddDialog() {
  const app = renderApp('/');
  await app.user.click(await screen.findByRole('button', { name: 'Ajouter un enfant' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter un enfant' });
  return { ...app, dialog };
}

describe('add-child dialog', () => {
  it('says each mistake the spec names, shows the age as it changes, and adds a neutral child by default', async () => {
    const net = signedInFamily({ children: [aChild()], status: familyStatus() });
    const { user, dialog } = await openAddDialog();
    const form = within(dialog);

    // Focus starts in the form, not on the close button.
    expect(form.getByLabelText('Prénom')).toHaveFocus();
    expect(form.getByRole('radio', { name: 'Neutre' })).toBeChecked();
    expect(form.getByText("Âge : choisissez le mois et l'année de naissance")).toBeInTheDocument();
    // The years the spec offers: the last 18, the current one excluded.
    const years = within(form.getByLabelText('Année de naissance')).getAllByRole('option').slice(1);
    expect(years.map((option) => option.textContent)).toEqual(
      Array.from({ length: 18 }, (_, index) => String(2025 - index)),
    );

    await user.click(form.getByRole('button', { name: 'Ajouter' }));
    expect(form.getByText('Le prénom est requis')).toBeInTheDocument();
    expect(form.getByText('Sélectionne un mois valide')).toBeInTheDocument();
    expect(form.getByText("L'année de naissance est requise")).toBeInTheDocument();
    expect(form.getByLabelText('Prénom')).toHaveFocus();
    expect(net.callsTo('POST /api/children')).toHaveLength(0);

    await user.type(form.getByLabelText('Prénom'), '  Zoé ');
    expect(form.queryByText('Le prénom est requis')).not.toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('Mois de naissance'), 'Décembre');
    expect(form.queryByText('Sélectionne un mois valide')).not.toBeInTheDocument();

    // Wrong year: born in December 2025, she is not 1 yet.
    await user.selectOptions(form.getByLabelText('Année de naissance'), '2025');
    expect(form.getByText("Âge : moins d'un an")).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Ajouter' }));
    expect(form.getByText("L'enfant doit avoir entre 1 et 18 ans")).toBeInTheDocument();
    expect(form.getByLabelText('Année de naissance')).toHaveAttribute('aria-invalid', 'true');

    // Right year: the age follows, the message goes.
    await user.selectOptions(form.getByLabelText('Année de naissance'), '2019');
    expect(form.getByText('Âge : 6 ans')).toBeInTheDocument();
    expect(form.queryByText("L'enfant doit avoir entre 1 et 18 ans")).not.toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('Mois de naissance'), 'Janvier');
    expect(form.getByText('Âge : 7 ans')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Ajouter' }));
    expect(net.callsTo('POST /api/children')[0]?.body).toEqual({
      name: 'Zoé',
      birth_month: 1,
      birth_year: 2019,
      gender: 'neutral',
      age: 7,
    });

    // Closed, and the new child is the one who asks.
    expect(screen.queryByRole('dialog', { name: 'Ajouter un enfant' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Zoé/, pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText('La question de Zoé')).toBeInTheDocument();
    expect(localStorage.getItem('selected_child_id')).toBe('new-1');
  });

  it("shows the server's field messages on the fields, then adds once the year is right", async () => {
    const net = signedInFamily({
      children: [aChild()],
      status: familyStatus(),
      routes: ({ add }) => ({
        'POST /api/children': [
          () =>
            json(400, {
              detail: 'Données invalides',
              code: 'validation_error',
              fields: { birth_year: "L'année doit être entre 2008 et 2025" },
            }),
          (request) => add(request.body as Partial<Child>),
        ],
      }),
    });
    const { user, dialog } = await openAddDialog();
    const form = within(dialog);
    await fillChild(user, dialog, { name: 'Léo', year: '2018' });
    await user.click(form.getByRole('radio', { name: 'Fille' }));
    await user.click(form.getByRole('button', { name: 'Ajouter' }));

    expect(await form.findByText("L'année doit être entre 2008 et 2025")).toBeInTheDocument();
    expect(form.getByLabelText('Année de naissance')).toHaveFocus();
    await user.selectOptions(form.getByLabelText('Année de naissance'), '2019');
    expect(form.queryByText("L'année doit être entre 2008 et 2025")).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Ajouter' }));

    expect(net.callsTo('POST /api/children')[1]?.body).toMatchObject({ birth_year: 2019, gender: 'girl' });
    expect(await screen.findByRole('button', { name: /Léo/, pressed: true })).toBeInTheDocument();
  });

  it('closes and opens the upgrade popup when the plan allows no more children', async () => {
    signedInFamily({
      children: [aChild()],
      status: familyStatus(),
      routes: {
        'POST /api/children': () =>
          json(400, {
            detail: {
              error: 'child_limit_reached',
              message: 'Passez à la formule Famille pour ajouter plus de profils enfants',
            },
            code: 'child_limit_reached',
          }),
      },
    });
    const { user, dialog } = await openAddDialog();
    const form = within(dialog);
    await fillChild(user, dialog);
    await user.click(form.getByRole('button', { name: 'Ajouter' }));

    const popup = await screen.findByRole('dialog', { name: 'Limite de profils atteinte' });
    expect(screen.queryByRole('dialog', { name: 'Ajouter un enfant' })).not.toBeInTheDocument();
    expect(popup).toHaveTextContent('limitée à un seul profil enfant');
    expect(popup).toHaveTextContent(`${formatPrice(plans.family_monthly.price)} / mois`);

    await user.click(within(popup).getByRole('button', { name: 'Passer à la formule Famille' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
  });

  it('goes straight to the upgrade popup when the plan is already full', async () => {
    const net = signedInFamily({
      children: [aChild()],
      status: trialStatus(),
      usage: usageFor({ childrenCount: 1, maxChildren: 1 }),
    });
    const { user } = renderApp('/');
    await screen.findByRole('button', { name: /Tom/ });
    await user.click(screen.getByRole('button', { name: 'Ajouter un enfant' }));
    const popup = await screen.findByRole('dialog', { name: 'Limite de profils atteinte' });
    await user.click(within(popup).getByRole('button', { name: 'Plus tard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un enfant' })).toHaveFocus();
    expect(net.callsTo('POST /api/children')).toHaveLength(0);
  });

  it('keeps the dialog open with the 48-hour lock message', async () => {
    const message =
      'Vous avez modifié un profil enfant récemment. Vous pourrez le refaire dans 12 h (limite de 48 heures).';
    signedInFamily({
      children: [aChild()],
      status: familyStatus(),
      routes: {
        'POST /api/children': () =>
          json(400, { detail: { error: 'child_modification_locked', message }, code: 'child_modification_locked' }),
      },
    });
    const { user, dialog } = await openAddDialog();
    const form = within(dialog);
    await fillChild(user, dialog);
    await user.click(form.getByRole('button', { name: 'Ajouter' }));
    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Ajouter un enfant' })).toBeInTheDocument();
  });

  it("says 'Réponse inattendue' when the server answers without a child", async () => {
    signedInFamily({
      children: [aChild()],
      status: familyStatus(),
      routes: { 'POST /api/children': () => json(200, { ok: true }) },
    });
    const { user, dialog } = await openAddDialog();
    const form = within(dialog);
    await fillChild(user, dialog);
    await user.click(form.getByRole('button', { name: 'Ajouter' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Réponse inattendue');
  });

  it('closes on Escape and gives focus back to the card that opened it', async () => {
    signedInFamily({ children: [aChild()], status: familyStatus() });
    const { user } = await openAddDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un enfant' })).toHaveFocus();
  });
});

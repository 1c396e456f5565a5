import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json } from '@/test/fetch-mock';
import { aChild, familyStatus, signedInFamily, onDay } from '@/test/family';
import { renderApp } from '@/test/render-app';

onDay('2026-03-15T10:00:00Z');
afterEach(() => {
  vi.unstubAllGlobals();
});

const tom = aChild();
const zoe = aChild({ id: 'c2', name: 'Zoé', gender: 'girl', age: 4, birth_year: 2021, is_test: true });

/** From the chat, the header's "Enfants" tab: the children view. */
async function openManage() {
  const app = renderApp('/');
  await screen.findByRole('button', { name: /Tom/ });
  await app.user.click(screen.getByRole('link', { name: 'Enfants' }));
  await screen.findByRole('heading', { level: 1, name: 'Mes enfants' });
  expect(app.router.state.location.pathname).toBe('/enfants');
  const page = await screen.findByRole('main');
  await within(page).findByRole('button', { name: 'Ajouter un enfant' });
  return { ...app, page, inPage: within(page) };
}

describe('children view', () => {
  it('lists the children, asks before deleting, and deletes', async () => {
    localStorage.setItem('selected_child_id', 'c1');
    const net = signedInFamily({ children: [tom, zoe], status: familyStatus() });
    const { user, inPage } = await openManage();

    const rows = inPage.getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.kid__name')?.textContent)).toEqual(['Tom', 'Zoé']);
    expect(rows[0]).toHaveTextContent('6 ansChoisi');
    expect(rows[1]).toHaveTextContent('4 ansTest');
    expect(inPage.getByText('2 profils enfants · sans limite avec votre formule')).toBeInTheDocument();

    await user.click(inPage.getByRole('button', { name: 'Supprimer Tom' }));
    expect(inPage.getByText('Supprimer Tom ?')).toBeInTheDocument();
    expect(inPage.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(inPage.getByRole('button', { name: 'Annuler' }));
    expect(inPage.queryByText('Supprimer Tom ?')).not.toBeInTheDocument();
    expect(inPage.getByRole('button', { name: 'Supprimer Tom' })).toHaveFocus();
    expect(net.callsTo('DELETE /api/children/c1')).toHaveLength(0);

    await user.click(inPage.getByRole('button', { name: 'Supprimer Tom' }));
    await user.click(inPage.getByRole('button', { name: 'Oui, supprimer' }));
    expect(await inPage.findByText('Le profil de Tom a été supprimé.')).toBeInTheDocument();
    expect(inPage.queryByRole('button', { name: 'Supprimer Tom' })).not.toBeInTheDocument();
    expect(net.callsTo('DELETE /api/children/c1')).toHaveLength(1);
    expect(inPage.getByRole('button', { name: 'Ajouter un enfant' })).toHaveFocus();

    // The chosen child is gone: Zoé, the first one left, asks now.
    await user.click(screen.getByRole('link', { name: 'Pourquoi' }));
    expect(await screen.findByRole('button', { name: /Zoé/, pressed: true })).toBeInTheDocument();
  });

  it('says when the profile is not found, and when the deletion failed', async () => {
    signedInFamily({
      children: [tom, zoe],
      status: familyStatus(),
      routes: {
        'DELETE /api/children/c1': () => json(404, { detail: 'Profil enfant non trouvé', code: 'not_found' }),
        'DELETE /api/children/c2': () =>
          json(500, { detail: 'Problème serveur temporaire. Réessayez dans un instant', code: 'internal_error' }),
      },
    });
    const { user, inPage } = await openManage();

    await user.click(inPage.getByRole('button', { name: 'Supprimer Tom' }));
    await user.click(inPage.getByRole('button', { name: 'Oui, supprimer' }));
    expect(await inPage.findByText('❌ Profil enfant non trouvé')).toBeInTheDocument();

    await user.click(inPage.getByRole('button', { name: 'Supprimer Zoé' }));
    await user.click(inPage.getByRole('button', { name: 'Oui, supprimer' }));
    expect(await inPage.findByText('❌ Erreur lors de la suppression. Veuillez réessayer.')).toBeInTheDocument();
  });

  it('chooses a child, and goes to the questions with that child', async () => {
    signedInFamily({ children: [tom, zoe], status: familyStatus() });
    const { user, inPage, router } = await openManage();
    await user.click(inPage.getByRole('button', { name: 'Choisir Zoé' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('button', { name: /Zoé/, pressed: true })).toBeInTheDocument();
    expect(localStorage.getItem('selected_child_id')).toBe('c2');
  });

  it('edits a child with the same form, sending only what changed', async () => {
    const net = signedInFamily({ children: [tom], status: familyStatus() });
    const { user, inPage } = await openManage();
    await user.click(inPage.getByRole('button', { name: 'Modifier Tom' }));
    const form = within(screen.getByRole('dialog', { name: 'Modifier le profil de Tom' }));
    expect(form.getByLabelText('Prénom')).toHaveValue('Tom');
    expect(form.getByLabelText('Prénom')).toHaveFocus();
    expect(form.getByLabelText('Mois de naissance')).toHaveValue('5');
    expect(form.getByLabelText('Année de naissance')).toHaveValue('2019');
    expect(form.getByRole('radio', { name: 'Garçon' })).toBeChecked();
    expect(form.getByText('Âge : 6 ans')).toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: 'Neutre' }));
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));

    const list = inPage;
    expect(await list.findByText('Le profil de Tom est à jour.')).toBeInTheDocument();
    expect(net.callsTo('PATCH /api/children/c1').map((call) => call.body)).toEqual([{ gender: 'neutral' }]);
    expect(list.getByRole('button', { name: 'Modifier Tom' })).toHaveFocus();
  });

  it('says why a stored year no longer fits, and saves once it does', async () => {
    const grown = aChild({ id: 'c3', name: 'Lou', age: 19, birth_month: 1, birth_year: 2007 });
    const net = signedInFamily({ children: [grown], status: familyStatus() });
    const app = renderApp('/');
    await screen.findByRole('button', { name: /Lou/ });
    await app.user.click(screen.getByRole('link', { name: 'Enfants' }));
    await app.user.click(await screen.findByRole('button', { name: 'Modifier Lou' }));
    const form = within(screen.getByRole('dialog', { name: 'Modifier le profil de Lou' }));

    await app.user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(form.getByText("L'année doit être entre 2008 et 2025")).toBeInTheDocument();
    await app.user.selectOptions(form.getByLabelText('Année de naissance'), '2010');
    expect(form.queryByText("L'année doit être entre 2008 et 2025")).not.toBeInTheDocument();
    await app.user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le profil de Lou est à jour.')).toBeInTheDocument();
    expect(net.callsTo('PATCH /api/children/c3')[0]?.body).toEqual({ birth_year: 2010 });
  });

  it('explains the 48-hour lock with the hours left, and shows the refusal', async () => {
    const lock =
      'Vous avez modifié un profil enfant récemment. Vous pourrez le refaire dans 30 h (limite de 48 heures).';
    signedInFamily({
      children: [tom],
      modification: {
        can_modify: false,
        reason: 'locked',
        hours_remaining: 30,
        last_modification: '2026-03-14T22:00:00.000Z',
      },
      routes: {
        'PATCH /api/children/c1': () =>
          json(400, {
            detail: { error: 'child_modification_locked', message: lock },
            code: 'child_modification_locked',
          }),
      },
    });
    const { user, inPage } = await openManage();
    expect(await inPage.findByText(lock)).toBeInTheDocument();
    expect(inPage.getByText('1 profil enfant sur 1 avec votre formule')).toBeInTheDocument();

    await user.click(inPage.getByRole('button', { name: 'Modifier Tom' }));
    const form = within(screen.getByRole('dialog', { name: 'Modifier le profil de Tom' }));
    await user.clear(form.getByLabelText('Prénom'));
    await user.type(form.getByLabelText('Prénom'), 'Thomas');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await form.findByRole('alert')).toHaveTextContent(lock);
  });
});

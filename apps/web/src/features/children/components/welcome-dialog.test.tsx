import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { TEST_CHILD_DEFAULTS, TEST_CHILD_MAX_AGE, TEST_CHILD_MIN_AGE } from '@pourquoi/shared';
import { json } from '@/test/fetch-mock';
import { aChild, signedInFamily } from '@/test/family';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const welcome = () => screen.findByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' });

describe('first-child welcome popup', () => {
  it('welcomes a parent without a child and creates a test child (6, boy by default)', async () => {
    const net = signedInFamily();
    const { user } = renderApp('/');
    const dialog = within(await welcome());

    const age = dialog.getByLabelText("Âge de l'enfant test");
    expect(age).toHaveValue(String(TEST_CHILD_DEFAULTS.age));
    const ages = within(age)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(ages[0]).toBe(String(TEST_CHILD_MIN_AGE));
    expect(ages.at(-1)).toBe(String(TEST_CHILD_MAX_AGE));
    expect(dialog.getByRole('radio', { name: 'Garçon' })).toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Essayer avec un enfant test' }));
    expect(net.callsTo('POST /api/children/test')[0]?.body).toEqual({ age: 6, gender: 'boy' });

    expect(await screen.findByRole('button', { name: /Enfant test/, pressed: true })).toHaveTextContent('Test');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText("La question d'Enfant test")).toBeInTheDocument();
  });

  it('sends the chosen age and gender', async () => {
    const net = signedInFamily();
    const { user } = renderApp('/');
    const dialog = within(await welcome());
    await user.selectOptions(dialog.getByLabelText("Âge de l'enfant test"), '9 ans');
    await user.click(dialog.getByRole('radio', { name: 'Fille' }));
    await user.click(dialog.getByRole('button', { name: 'Essayer avec un enfant test' }));
    expect(net.callsTo('POST /api/children/test')[0]?.body).toEqual({ age: 9, gender: 'girl' });
  });

  it("says 'Oups !' in the dialog when the test child fails, or comes back without a child", async () => {
    signedInFamily({
      routes: {
        'POST /api/children/test': [
          () => json(500, { detail: 'Problème serveur temporaire. Réessayez dans un instant', code: 'internal_error' }),
          () => json(201, {}),
        ],
      },
    });
    const { user } = renderApp('/');
    const dialog = within(await welcome());
    await user.click(dialog.getByRole('button', { name: 'Essayer avec un enfant test' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Oups ! Problème serveur temporaire. Réessayez dans un instant',
    );
    await user.click(dialog.getByRole('button', { name: 'Essayer avec un enfant test' }));
    expect(await dialog.findByText('Oups ! Réponse invalide: pas de données enfant')).toBeInTheDocument();
  });

  it("opens the add-child dialog from 'Ajouter mon enfant', and does not come back once closed", async () => {
    signedInFamily();
    const { user } = renderApp('/');
    await user.click(within(await welcome()).getByRole('button', { name: 'Ajouter mon enfant' }));
    expect(await screen.findByRole('dialog', { name: 'Ajouter un enfant' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Bienvenue sur Pourquoi ?' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown to a parent who has children, nor before the list has loaded', async () => {
    let answer: (response: Response) => void = () => {};
    signedInFamily({ routes: { 'GET /api/children': () => new Promise<Response>((resolve) => (answer = resolve)) } });
    renderApp('/');
    expect(await screen.findByText('Chargement des enfants...')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer(json(200, [aChild()]));
    expect(await screen.findByRole('button', { name: /Tom/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

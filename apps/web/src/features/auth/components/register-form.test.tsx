import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-mock';
import { parent, renderApp, session } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function fillValid(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field('Prénom'), 'Léa');
  await user.type(field('Nom'), 'Martin');
  await user.type(field('Email'), 'Lea@Example.fr');
  await user.type(field('Mot de passe'), 'secret1');
  await user.type(field('Confirmer le mot de passe'), 'secret1');
}

describe('register screen', () => {
  it('shows the helper, the trial footer and a link to login', async () => {
    stubFetch({});
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(screen.getByText('Au moins 6 caractères')).toBeInTheDocument();
    expect(screen.getByText("7 jours d'essai gratuit, sans engagement")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('shows every required-field message on submit, on its field, and sends nothing', async () => {
    const api = stubFetch({});
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Créer mon compte' }));

    expect(field('Prénom')).toHaveAccessibleDescription('Le prénom est requis');
    expect(field('Nom')).toHaveAccessibleDescription('Le nom est requis');
    expect(field('Email')).toHaveAccessibleDescription("L'email est requis");
    expect(field('Mot de passe')).toHaveAccessibleDescription(expect.stringContaining('Le mot de passe est requis'));
    expect(field('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Prénom')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the format, length and confirmation messages', async () => {
    stubFetch({});
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText('Prénom'), 'Léa');
    await user.type(field('Nom'), 'Martin');
    await user.type(field('Email'), 'lea-at-example');
    await user.type(field('Mot de passe'), '12345');
    await user.type(field('Confirmer le mot de passe'), '54321');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(screen.getByText("Format d'email invalide")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(screen.queryByText('Le prénom est requis')).not.toBeInTheDocument();
  });

  it("clears a field's error as that field is edited, and only that one", async () => {
    stubFetch({});
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByText('Le prénom est requis')).toBeInTheDocument();

    await user.type(field('Prénom'), 'L');
    expect(screen.queryByText('Le prénom est requis')).not.toBeInTheDocument();
    expect(field('Prénom')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
  });

  it('sends the four fields without the confirmation, then opens the app', async () => {
    const api = stubFetch({ 'POST /api/auth/register': () => json(201, session()) });
    const { user, router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créer un compte' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByRole('heading', { name: `Bonjour ${parent.first_name} !` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const [request] = api.callsTo('POST /api/auth/register');
    expect(request?.body).toEqual({
      email: 'lea@example.fr',
      password: 'secret1',
      first_name: 'Léa',
      last_name: 'Martin',
    });
    expect(request?.body).not.toHaveProperty('confirm_password');
    expect(localStorage.getItem('access_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
  });

  it('says the address is taken on a 400 email_taken', async () => {
    stubFetch({
      'POST /api/auth/register': () => json(400, { detail: 'Cet email est déjà utilisé', code: 'email_taken' }),
    });
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créer un compte' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cet email est déjà utilisé');
  });

  it("puts a 400 validation_error's messages on their fields", async () => {
    stubFetch({
      'POST /api/auth/register': () =>
        json(400, {
          detail: 'Données invalides',
          code: 'validation_error',
          fields: { last_name: 'Le nom est requis' },
        }),
    });
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créer un compte' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Le nom est requis')).toBeInTheDocument();
    expect(field('Nom')).toHaveAccessibleDescription('Le nom est requis');
  });

  it('says to try again on any other failure, and disables the button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({ 'POST /api/auth/register': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Créer un compte' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    const sending = await screen.findByRole('button', { name: 'Création du compte…' });
    expect(sending).toBeDisabled();
    answer(json(500, { detail: 'Problème serveur temporaire. Réessayez dans un instant', code: 'internal_error' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Erreur lors de l'inscription. Veuillez réessayer.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer mon compte' })).toBeEnabled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it("keeps the spec's banner and form, and shows the product: one question answered at two ages, a story page", async () => {
    stubFetch({});
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Essai Gratuit 7 Jours' })).toHaveAttribute('href', '/register');

    const showcase = screen.getByRole('region', { name: 'Une question, une réponse à sa hauteur' });
    expect(within(showcase).getByText('« Pourquoi le ciel est bleu ? »')).toBeInTheDocument();
    const answers = within(showcase).getAllByRole('listitem');
    expect(answers.map((answer) => answer.querySelector('.showcase__age')?.textContent)).toEqual([
      'Réponse pour un enfant de 4 ans',
      'Réponse pour un enfant de 9 ans',
    ]);
    // Two answers of their own, both about the blue sky, the older child's the longer.
    const [little, big] = answers.map((answer) => answer.lastElementChild?.textContent ?? '');
    expect(little).toMatch(/bleu/);
    expect(big!.length).toBeGreaterThan(little!.length);

    const picture = within(showcase).getByRole('img', { name: /^Illustration de la première page de « .+ »$/ });
    expect(picture).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '640');
  });
});

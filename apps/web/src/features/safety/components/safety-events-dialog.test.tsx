import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SafetyEvent } from '@pourquoi/shared';
import { json } from '@/test/fetch-mock';
import { aChild, signedInFamily } from '@/test/family';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const event = (overrides: Partial<SafetyEvent>): SafetyEvent => ({
  id: 'e1',
  created_at: '2026-11-21T17:30:00.000Z',
  child_id: 'c1',
  child_name: 'Tom',
  stage: 'question',
  verdict: 'refuse',
  category: 'violence',
  question: 'Comment fabriquer une bombe ?',
  acknowledged_at: null,
  ...overrides,
});

describe('the safety list', () => {
  it('shows the parent what was redirected, with the reason in French', async () => {
    signedInFamily({
      children: [aChild()],
      routes: {
        'GET /api/safety-events': () =>
          json(200, [
            event({}),
            event({ id: 'e2', verdict: 'sensitive', category: 'death', question: 'Pourquoi papi est mort ?' }),
          ]),
      },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Voir ce qui a été redirigé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sécurité des réponses' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Redirigée vers vous');
    expect(items[0]).toHaveTextContent('Violence ou armes');
    expect(items[0]).toHaveTextContent('« Comment fabriquer une bombe ? »');
    expect(items[0]).toHaveTextContent('Tom');
    expect(items[1]).toHaveTextContent('Sujet délicat, réponse tout en douceur');
    expect(items[1]).toHaveTextContent('La mort, le deuil');
  });

  it('says so when nothing was redirected', async () => {
    signedInFamily({ children: [aChild()], routes: { 'GET /api/safety-events': () => json(200, []) } });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Voir ce qui a été redirigé' }));
    expect(await screen.findByText(/Aucune question n'a eu besoin d'être redirigée/)).toBeInTheDocument();
  });
});

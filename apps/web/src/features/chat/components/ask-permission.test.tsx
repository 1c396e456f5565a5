import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { aChild, signedInFamily } from '@/test/family';
import { json } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a question whose permission check fails (product.md#permissions, decision 0011)', () => {
  it.each([
    [
      'the server answers an error',
      () => json(500, { detail: 'Panne', code: 'internal_error' }),
      'Erreur de vérification',
    ],
    ['nothing answers', () => Promise.reject(new TypeError('Failed to fetch')), 'Erreur de connexion'],
  ])('is not sent when %s: it says why, keeps the question and sells nothing', async (_case, answer, reason) => {
    const net = signedInFamily({
      children: [aChild()],
      routes: { 'GET /api/monetization/check-permission': answer },
    });
    const { user } = renderApp('/');
    const box = await screen.findByLabelText('La question de Tom');
    await user.type(box, 'Pourquoi la lune ?{Enter}');

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(net.callsTo('POST /api/chat/stream')).toHaveLength(0);
    expect(net.callsTo('POST /api/chat')).toHaveLength(0);
    expect(box).toHaveValue('Pourquoi la lune ?');
    expect(screen.queryByRole('dialog', { name: 'Choisissez votre formule' })).not.toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SafetyEvent } from '@pourquoi/shared';
import { json, sse, sseEvent } from '@/test/fetch-mock';
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
  verdict: 'distress',
  category: 'self_harm',
  question: 'je pense à me tuer',
  acknowledged_at: null,
  ...overrides,
});

const redirected = event({
  id: 'e2',
  verdict: 'refuse',
  category: 'violence',
  question: 'Comment fabriquer une bombe ?',
});

/** A server that keeps the events and marks them read as the real one does. */
function familyWithEvents(events: SafetyEvent[]) {
  const stored = events.map((known) => ({ ...known }));
  return signedInFamily({
    children: [aChild()],
    routes: {
      'GET /api/safety-events': () => json(200, stored),
      'POST /api/safety-events/acknowledge': (request) => {
        const { ids } = request.body as { ids: string[] };
        const acknowledged_at = '2026-11-21T18:00:00.000Z';
        let acknowledged = 0;
        for (const known of stored) {
          if (ids.includes(known.id) && known.verdict === 'distress' && known.acknowledged_at === null) {
            known.acknowledged_at = acknowledged_at;
            acknowledged += 1;
          }
        }
        return json(200, { acknowledged, acknowledged_at });
      },
    },
  });
}

describe("home's notice of a child in distress", () => {
  it('says which child wrote what and when, what was answered and what to do, until the parent has read it', async () => {
    const net = familyWithEvents([event({}), redirected]);
    const { user } = renderApp('/');

    const notice = await screen.findByRole('alert', { name: 'Tom a peut-être besoin de vous' });
    expect(notice).toHaveTextContent('« je pense à me tuer »');
    expect(notice).toHaveTextContent('21 nov. 2026');
    expect(notice).toHaveTextContent('Détresse : envie de se faire du mal');
    expect(notice).toHaveTextContent(
      "Nous lui avons conseillé d'en parler à un adulte de confiance et donné les numéros 3114 et 119.",
    );
    expect(notice).toHaveTextContent(/Parlez-en calmement avec votre enfant, dès maintenant/);
    // Every number is called with one tap.
    for (const number of ['3114', '119', '15', '112'])
      expect(within(notice).getByRole('link', { name: number })).toHaveAttribute('href', `tel:${number}`);
    expect(notice).toHaveTextContent(/prévention du suicide, gratuit, 24 h\/24/);
    expect(notice).toHaveTextContent(/Allô Enfance en Danger, gratuit, 24 h\/24/);
    expect(notice).toHaveTextContent(/En cas de danger immédiat/);
    // Only the child in distress: the redirected question waits in the list.
    expect(notice).not.toHaveTextContent('bombe');

    await user.click(within(notice).getByRole('button', { name: "J'ai pris connaissance" }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(net.callsTo('POST /api/safety-events/acknowledge')[0]?.body).toEqual({ ids: ['e1'] });
    // The greeting is still there, and the list keeps the event.
    expect(screen.getByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir ce qui a été redirigé' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sécurité des réponses' });
    expect(await within(dialog).findByText('« je pense à me tuer »')).toBeInTheDocument();
  });

  it('names each child when two of them wrote, and opens the whole list on request', async () => {
    familyWithEvents([event({ id: 'e3', child_id: 'c2', child_name: 'Léna', category: 'bullying' }), event({})]);
    const { user } = renderApp('/');

    const notice = await screen.findByRole('alert', { name: 'Léna et Tom ont peut-être besoin de vous' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .slice(0, 2)
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Léna'), expect.stringContaining('Tom')]);
    await user.click(within(notice).getByRole('button', { name: 'Voir tous les messages redirigés' }));
    expect(await screen.findByRole('dialog', { name: 'Sécurité des réponses' })).toBeInTheDocument();
  });

  it('shows nothing once every distress event was read, nor for a redirected question alone', async () => {
    const net = familyWithEvents([event({ acknowledged_at: '2026-11-21T18:00:00.000Z' }), redirected]);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
    await waitFor(() => expect(net.callsTo('GET /api/safety-events')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays, and says so, when the reading could not be recorded', async () => {
    signedInFamily({
      children: [aChild()],
      routes: {
        'GET /api/safety-events': () => json(200, [event({})]),
        'POST /api/safety-events/acknowledge': () => json(503, { detail: 'Service indisponible' }),
      },
    });
    const { user } = renderApp('/');
    const notice = await screen.findByRole('alert', { name: 'Tom a peut-être besoin de vous' });
    await user.click(within(notice).getByRole('button', { name: "J'ai pris connaissance" }));
    expect(await within(notice).findByText('Service indisponible')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Tom a peut-être besoin de vous' })).toBeInTheDocument();
  });

  it('appears as soon as the chat has answered a child in distress', async () => {
    const help = 'Parles-en tout de suite à un adulte de confiance. Tu peux appeler le 3114 ou le 119.';
    const moderated = { conversation_id: 'conv-1', message_id: 'msg-1', provider: 'offline', moderated: true };
    signedInFamily({
      children: [aChild()],
      routes: {
        'GET /api/safety-events': [() => json(200, []), () => json(200, [event({})])],
        'POST /api/chat/stream': () =>
          sse(sseEvent('text', { text: help }), sseEvent('done', { response: help, ...moderated })),
      },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('La question de Tom'), 'je pense à me tuer{Enter}');
    expect(await screen.findByText(help)).toBeInTheDocument();
    expect(await screen.findByRole('alert', { name: 'Tom a peut-être besoin de vous' })).toBeInTheDocument();
  });
});

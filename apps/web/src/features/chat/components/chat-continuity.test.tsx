import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { json, openSse, sse, sseEvent } from '@/test/fetch-mock';
import { aChild, signedInFamily } from '@/test/family';
import { renderApp } from '@/test/render-app';
import { done } from '../testing';
import { FEEDBACK_THANKS } from './feedback-widget';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const tom = aChild();
const zoe = aChild({ id: 'c2', name: 'Zoé', gender: 'girl', age: 4, birth_year: 2021 });
const conversation = () => screen.getByRole('region', { name: 'Conversation' });

describe('chat: a conversation kept', () => {
  it('survives a change of view, a reload and a switch to another child and back', async () => {
    signedInFamily({
      children: [tom, zoe],
      routes: { 'POST /api/chat/stream': () => sse(done('Parce que la lumière bleue se disperse.')) },
    });
    const first = renderApp('/');
    await first.user.type(await screen.findByLabelText('La question de Tom'), 'Pourquoi le ciel est bleu ?{Enter}');
    expect(await screen.findByText('Parce que la lumière bleue se disperse.')).toBeInTheDocument();

    // Another view and back.
    await first.user.click(screen.getByRole('link', { name: 'Historique' }));
    await screen.findByRole('heading', { level: 1, name: 'Historique' });
    await first.user.click(screen.getByRole('link', { name: 'Pourquoi' }));
    expect(await within(conversation()).findByText('Pourquoi le ciel est bleu ?')).toBeInTheDocument();

    // Another child: their own (empty) chat; then Tom again, with his conversation.
    await first.user.click(screen.getByRole('button', { name: 'Choisir un autre enfant' }));
    await first.user.click(screen.getByRole('button', { name: /Zoé/ }));
    expect(await screen.findByLabelText('La question de Zoé')).toBeInTheDocument();
    expect(screen.queryByText('Pourquoi le ciel est bleu ?')).not.toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: /Tom/ }));
    expect(await within(conversation()).findByText('Parce que la lumière bleue se disperse.')).toBeInTheDocument();
    first.unmount();

    // A reload: the same conversation, still rated from where it was, and continued.
    const net = signedInFamily({
      children: [tom, zoe],
      routes: {
        'POST /api/chat/stream': () => sse(done("Le soir, elle traverse plus d'air.", { message_id: 'msg-2' })),
      },
    });
    const again = renderApp('/');
    expect(
      await within(await screen.findByRole('region', { name: 'Conversation' })).findByText(
        'Pourquoi le ciel est bleu ?',
      ),
    ).toBeInTheDocument();
    await again.user.type(screen.getByLabelText('La question de Tom'), 'Et le soir ?{Enter}');
    expect(await screen.findByText("Le soir, elle traverse plus d'air.")).toBeInTheDocument();
    expect(net.callsTo('POST /api/chat/stream')[0]?.body).toEqual({
      message: 'Et le soir ?',
      child_id: 'c1',
      conversation_id: 'conv-1',
      continue_conversation: true,
    });
    // The device had it: the server was not asked.
    expect(net.callsTo('GET /api/conversations')).toHaveLength(0);
  });

  it("opens today's conversation begun on another device, and not one of an earlier day", async () => {
    const today = new Date().toISOString();
    const message = (fields: Record<string, unknown>) => ({
      feedback: null,
      feedback_type: null,
      is_additional_info: false,
      favorite: false,
      timestamp: today,
      ...fields,
    });
    const net = signedInFamily({
      children: [tom],
      routes: {
        'GET /api/conversations': () =>
          json(200, [
            {
              id: 'conv-9',
              child_id: 'c1',
              child_name: 'Tom',
              created_at: today,
              messages: [
                message({ id: 'q1', role: 'user', content: 'Pourquoi la neige est blanche ?', message_order: 1 }),
                message({
                  id: 'a1',
                  role: 'assistant',
                  content: 'Elle renvoie toute la lumière.',
                  message_order: 2,
                  feedback: 'too_hard',
                }),
                message({
                  id: 'q2',
                  role: 'user',
                  content: 'Pourquoi la neige est blanche ?',
                  message_order: 3,
                  feedback_type: 'too_hard',
                }),
                message({ id: 'a2', role: 'assistant', content: 'Elle est comme un miroir.', message_order: 4 }),
              ],
            },
          ]),
      },
    });
    renderApp('/');
    const shown = within(await screen.findByRole('region', { name: 'Conversation' }));
    // The follow-up question is not repeated: the rating stands for it, and its answer is titled.
    expect(shown.getAllByText('Pourquoi la neige est blanche ?')).toHaveLength(1);
    expect(shown.getByText('Plus simplement')).toBeInTheDocument();
    expect(shown.getByText('Elle est comme un miroir.')).toBeInTheDocument();
    expect(shown.getAllByRole('group', { name: 'As-tu compris la réponse ?' })).toHaveLength(1);
    expect(net.callsTo('GET /api/conversations')).toHaveLength(1);
  });

  it("starts empty when the server's latest conversation is from an earlier day", async () => {
    signedInFamily({
      children: [tom],
      routes: {
        'GET /api/conversations': () =>
          json(200, [
            {
              id: 'conv-8',
              child_id: 'c1',
              child_name: 'Tom',
              created_at: '2020-01-01T10:00:00.000Z',
              messages: [
                {
                  id: 'q1',
                  role: 'user',
                  content: 'Pourquoi il pleut ?',
                  timestamp: '2020-01-01T10:00:00.000Z',
                  message_order: 1,
                  feedback: null,
                  feedback_type: null,
                  is_additional_info: false,
                  favorite: false,
                },
              ],
            },
          ]),
      },
    });
    renderApp('/');
    await screen.findByLabelText('La question de Tom');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Pourquoi il pleut ?')).not.toBeInTheDocument();
  });
});

describe('chat: accessible', () => {
  it('puts each complete answer, alone, in a live region; streamed pieces and buttons are outside it', async () => {
    const stream = openSse();
    signedInFamily({ children: [tom], routes: { 'POST /api/chat/stream': () => stream.response() } });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('La question de Tom'), 'Pourquoi ?{Enter}');
    stream.push(sseEvent('text', { text: 'Le ciel ' }));
    const piece = await screen.findByText('Le ciel');
    expect(piece.closest('[aria-live]')).toBeNull();
    expect(piece.closest('[aria-hidden="true"]')).not.toBeNull();
    // The region is there before the answer ends (so its arrival is announced), empty meanwhile.
    const regions = conversation().querySelectorAll('[aria-live]');
    expect(regions).toHaveLength(1);
    expect(regions[0]).toBeEmptyDOMElement();

    stream.push(done('Le ciel est bleu.'));
    stream.end();
    const answer = await screen.findByText('Le ciel est bleu.');
    expect(answer.closest('[aria-live]')).toBe(regions[0]);
    expect(regions[0]).toHaveTextContent(/^Le ciel est bleu\.$/);
    expect(screen.getByRole('button', { name: "J'ai compris" }).closest('[aria-live]')).toBeNull();
    // The list itself no longer reads everything out.
    expect(conversation().querySelector('ol')).not.toHaveAttribute('aria-live');
  });

  it('keeps the focus at the rating, and puts the thanks before the simpler answer', async () => {
    const simpler = openSse();
    signedInFamily({
      children: [aChild({ age: 6 })],
      routes: {
        'POST /api/chat/stream': [() => sse(done('La mer est salée.')), () => simpler.response()],
        'POST /api/feedback': () =>
          json(200, {
            recorded: true,
            current_level: 1.5,
            learning_trend: 'stable',
            profile: {
              childId: 'c1',
              currentLevel: 1.5,
              feedbackHistory: [],
              adaptationScore: -0.5,
              lastUpdated: '2026-11-21T09:00:00.000Z',
              preferredComplexity: 2,
            },
          }),
      },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('La question de Tom'), 'Pourquoi la mer est salée ?{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Trop difficile' }));
    expect(screen.getByText(FEEDBACK_THANKS)).toHaveFocus();

    // The note comes a second later, between the rated answer and the simpler one.
    const thanks = await screen.findByText(/Je vais l'expliquer plus simplement/, {}, { timeout: 3000 });
    simpler.push(done('Plus simple.', { message_id: 'msg-2' }));
    simpler.end();
    const simplerAnswer = await screen.findByText('Plus simple.');
    const items = within(conversation()).getAllByRole('listitem');
    const indexOf = (element: HTMLElement) => items.findIndex((item) => item.contains(element));
    expect(indexOf(thanks)).toBeGreaterThan(indexOf(screen.getByText('La mer est salée.')));
    expect(indexOf(thanks)).toBeLessThan(indexOf(simplerAnswer));
    await waitFor(() => expect(screen.getByText(FEEDBACK_THANKS)).toHaveFocus());
  });
});

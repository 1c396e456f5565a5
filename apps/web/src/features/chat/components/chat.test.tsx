import { FOLLOW_UPS_PER_ANSWER } from '@pourquoi/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { json, openSse, sse, sseEvent } from '@/test/fetch-mock';
import { aChild, signedInFamily, usageFor } from '@/test/family';
import { renderApp } from '@/test/render-app';
import { done } from '../testing';
import { OFFLINE_NOTE } from './chat';
import { FEEDBACK_THANKS } from './feedback-widget';

afterEach(() => {
  vi.unstubAllGlobals();
});

const longQuestion =
  'Pourquoi le ciel est bleu le jour et noir la nuit, et pourquoi les étoiles brillent seulement quand il fait noir dehors ?';

const serverProfile = {
  childId: 'c1',
  currentLevel: 1.5,
  feedbackHistory: [
    {
      messageId: 'msg-1',
      childId: 'c1',
      feedback: 'too_hard',
      timestamp: '2026-11-21T09:00:00.000Z',
      originalLevel: 2,
      childAge: 6,
    },
  ],
  adaptationScore: -0.5,
  lastUpdated: '2026-11-21T09:00:00.000Z',
  preferredComplexity: 2,
};

describe('chat', () => {
  it('shows the thinking overlay, then the words as they stream, then the final answer', async () => {
    const stream = openSse();
    const net = signedInFamily({ children: [aChild()], routes: { 'POST /api/chat/stream': () => stream.response() } });
    const { user } = renderApp('/');
    const box = await screen.findByLabelText('La question de Tom');
    await user.type(box, `${longQuestion}{Enter}`);

    const overlay = await screen.findByText(/Je réfléchis/);
    const status = overlay.closest('[role="status"]') as HTMLElement;
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(`« ${longQuestion.slice(0, 80).trimEnd()}… »`);
    expect(net.callsTo('POST /api/chat/stream')[0]?.body).toEqual({ message: longQuestion, child_id: 'c1' });
    expect(screen.getByRole('button', { name: /Envoi/ })).toBeDisabled();

    stream.push(sseEvent('text', { text: 'Le ciel ' }));
    expect(await screen.findByText('Le ciel')).toBeInTheDocument();
    stream.push(sseEvent('text', { text: 'est bleu' }));
    await waitFor(() => expect(screen.queryByText(/Je réfléchis/)).not.toBeInTheDocument());
    expect(await screen.findByText('Le ciel est bleu')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pourquoi écrit…' })).toBeInTheDocument();

    stream.push(done('Le ciel est bleu car la lumière se disperse.', { provider: 'offline' }));
    stream.end();
    expect(await screen.findByText('Le ciel est bleu car la lumière se disperse.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Pourquoi écrit…' })).not.toBeInTheDocument();
    expect(screen.getByText(OFFLINE_NOTE)).toBeInTheDocument();
    expect(screen.getByText(longQuestion)).toBeInTheDocument();
    expect(screen.getAllByText(/^\d{2}:\d{2}$/)).toHaveLength(2);

    // The child choice opens again; the conversation stays (each child keeps theirs).
    const choose = screen.getByRole('button', { name: 'Choisir un autre enfant' });
    expect(choose).toHaveAttribute('aria-expanded', 'false');
    await user.click(choose);
    expect(choose).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Tom/, pressed: true })).toBeInTheDocument();
    expect(screen.getByText(longQuestion)).toBeInTheDocument();
  });

  it('replaces the shown words on a replace event', async () => {
    signedInFamily({
      children: [aChild()],
      routes: {
        'POST /api/chat/stream': () =>
          sse(
            sseEvent('text', { text: 'Un mot pas sage' }),
            sseEvent('replace', { text: 'Une réponse plus douce.' }),
            done('Une réponse plus douce.'),
          ),
      },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('La question de Tom'), 'Pourquoi ?{Enter}');
    expect(await screen.findByText('Une réponse plus douce.')).toBeInTheDocument();
    expect(screen.queryByText(/pas sage/)).not.toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_NOTE)).not.toBeInTheDocument();
  });

  it('takes one feedback per answer, thanks, and asks a simpler reply in the same conversation on too_hard', async () => {
    const net = signedInFamily({
      children: [aChild({ age: 6 })],
      routes: {
        'POST /api/chat/stream': [
          () => sse(sseEvent('text', { text: 'La mer est salée.' }), done('La mer est salée.')),
          () =>
            sse(
              sseEvent('text', { text: 'Plus simple.' }),
              done('Plus simple.', { message_id: 'msg-2', conversation_id: 'conv-1' }),
            ),
        ],
        'POST /api/feedback': () =>
          json(200, { recorded: true, current_level: 1.5, learning_trend: 'stable', profile: serverProfile }),
      },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('La question de Tom'), 'Pourquoi la mer est salée ?{Enter}');
    expect(await screen.findByText('La mer est salée.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Trop difficile' }));
    expect(await screen.findByText('Plus simple.')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: 'As-tu compris la réponse ?' })).toHaveLength(1);
    expect(screen.getByText(FEEDBACK_THANKS)).toBeInTheDocument();
    // Only the follow-up can still be rated.
    expect(screen.getAllByRole('button', { name: 'Trop difficile' })).toHaveLength(1);

    expect(net.callsTo('POST /api/feedback')[0]?.body).toEqual({
      message_id: 'msg-1',
      child_id: 'c1',
      feedback: 'too_hard',
      child_age: 6,
    });
    expect(net.callsTo('POST /api/chat/stream')[1]?.body).toEqual({
      message: 'Pourquoi la mer est salée ?',
      child_id: 'c1',
      feedback_type: 'too_hard',
      conversation_id: 'conv-1',
      continue_conversation: true,
      original_response: 'La mer est salée.',
    });
    expect(await screen.findByText(/Je vais l'expliquer plus simplement/, {}, { timeout: 2000 })).toBeInTheDocument();

    // The local entries (product.md#adaptive-level): the server's profile mirrored, the chats kept.
    expect(JSON.parse(localStorage.getItem('adaptive_profiles') ?? '{}')).toEqual({ c1: serverProfile });
    const recent = JSON.parse(localStorage.getItem('recent_chats') ?? '[]');
    expect(recent.map((chat: { answer: string }) => chat.answer)).toEqual(['Plus simple.', 'La mer est salée.']);
    expect(recent[1]).toMatchObject({
      question: 'Pourquoi la mer est salée ?',
      childName: 'Tom',
      feedback: 'too_hard',
    });
    const [session] = JSON.parse(localStorage.getItem('conversation_history') ?? '[]');
    expect(session).toMatchObject({ id: 'conv-1', childId: 'c1', totalMessages: 2 });
    expect(JSON.parse(localStorage.getItem('daily_stats') ?? 'null')).toMatchObject({
      totalQuestions: 2,
      childrenActive: ['c1'],
      favoriteTopics: expect.arrayContaining(['salée']),
    });

    await user.click(screen.getByRole('button', { name: "J'ai compris" }));
    expect(screen.getAllByText(FEEDBACK_THANKS)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: "J'ai compris" })).not.toBeInTheDocument();
    expect(await screen.findByText(/Bravo/, {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('continues the conversation with the next question; « Nouvelle conversation » starts another', async () => {
    const net = signedInFamily({
      children: [aChild({ age: 7 })],
      routes: {
        'POST /api/chat/stream': [
          () => sse(done('Le ciel est bleu à cause de la lumière.')),
          () => sse(done("Le soir, la lumière traverse plus d'air.", { message_id: 'msg-2' })),
          () => sse(done('La mer est salée.', { conversation_id: 'conv-2', message_id: 'msg-3' })),
        ],
      },
    });
    const { user } = renderApp('/');
    const box = await screen.findByLabelText('La question de Tom');
    await user.type(box, 'Pourquoi le ciel est bleu ?{Enter}');
    expect(await screen.findByText('Le ciel est bleu à cause de la lumière.')).toBeInTheDocument();
    await user.type(box, 'Et pourquoi il devient rouge le soir ?{Enter}');
    expect(await screen.findByText("Le soir, la lumière traverse plus d'air.")).toBeInTheDocument();
    // The whole thread stays on screen; only the latest answer can still ask for a follow-up.
    expect(screen.getByText('Pourquoi le ciel est bleu ?')).toBeInTheDocument();
    const ratings = screen.getAllByRole('group', { name: 'As-tu compris la réponse ?' });
    expect(within(ratings[0]!).getByRole('button', { name: 'Trop difficile' })).toBeDisabled();
    expect(within(ratings[1]!).getByRole('button', { name: 'Trop difficile' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Nouvelle conversation' }));
    expect(screen.queryByText('Pourquoi le ciel est bleu ?')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('La question de Tom'), 'Pourquoi la mer est salée ?{Enter}');
    expect(await screen.findByText('La mer est salée.')).toBeInTheDocument();

    expect(net.callsTo('POST /api/chat/stream').map((call) => call.body)).toEqual([
      { message: 'Pourquoi le ciel est bleu ?', child_id: 'c1' },
      {
        message: 'Et pourquoi il devient rouge le soir ?',
        child_id: 'c1',
        conversation_id: 'conv-1',
        continue_conversation: true,
      },
      { message: 'Pourquoi la mer est salée ?', child_id: 'c1' },
    ]);
  });

  it('offers the questions the library knows near one it does not, and asks one when it is chosen', async () => {
    const offered = ['Pourquoi les chats ronronnent ?', 'Pourquoi les chats n’aiment pas l’eau ?'];
    const net = signedInFamily({
      children: [aChild({ age: 7 })],
      routes: {
        'POST /api/chat/stream': [
          () => sse(done('Je ne sais pas encore.', { provider: 'offline', known_questions: offered })),
          () => sse(done('Le chat ronronne quand il est bien.', { provider: 'offline', message_id: 'msg-2' })),
        ],
      },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('La question de Tom'), 'pourquoi le chat lèche mes mains{Enter}');
    const known = await screen.findByRole('group', { name: 'Je connais la réponse à…' });
    expect(
      within(known)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(offered);

    await user.click(within(known).getByRole('button', { name: 'Pourquoi les chats ronronnent ?' }));
    expect(await screen.findByText('Le chat ronronne quand il est bien.')).toBeInTheDocument();
    expect(net.callsTo('POST /api/chat/stream')[1]?.body).toEqual({
      message: 'Pourquoi les chats ronronnent ?',
      child_id: 'c1',
      conversation_id: 'conv-1',
      continue_conversation: true,
    });
    // Once a later question came, the earlier offer stays readable but is no longer a button to press.
    for (const button of within(known).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('retries more_info once, then says so kindly to an older child', async () => {
    const net = signedInFamily({
      children: [aChild({ age: 9 })],
      routes: {
        'POST /api/chat/stream': [
          () => sse(done('Réponse.')),
          () => json(500, { detail: 'Oups' }),
          () => sse(sseEvent('error', { code: 'engine_failed', message: 'Erreur' })),
        ],
        'POST /api/feedback': () => json(500, {}),
      },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('La question de Tom'), 'Pourquoi ?{Enter}');
    await user.click(await screen.findByRole('button', { name: "Dis-m'en plus" }));
    expect(await screen.findByText(/informations supplémentaires/)).toBeInTheDocument();
    const streams = net.callsTo('POST /api/chat/stream');
    expect(streams).toHaveLength(3);
    expect(streams[1]?.body).toMatchObject({ feedback_type: 'more_info', conversation_id: 'conv-1' });
    expect(streams[2]?.body).toMatchObject({ feedback_type: 'more_info', message: "Dis-m'en plus sur : Pourquoi ?" });
  });

  it(`asks at most ${FOLLOW_UPS_PER_ANSWER} follow-ups of one answer, then invites a new question`, async () => {
    const net = signedInFamily({
      children: [aChild({ age: 9 })],
      routes: { 'POST /api/chat/stream': () => sse(done('Réponse.')), 'POST /api/feedback': () => json(500, {}) },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('La question de Tom'), 'Pourquoi ?{Enter}');
    for (let asked = 0; asked <= FOLLOW_UPS_PER_ANSWER; asked += 1) {
      const buttons = await screen.findAllByRole('button', { name: "Dis-m'en plus" });
      await user.click(buttons.at(-1)!);
      await waitFor(() => expect(screen.queryByRole('status', { name: /écrit/ })).not.toBeInTheDocument());
    }
    expect(await screen.findByText(/pose-m'en une nouvelle/)).toBeInTheDocument();
    expect(net.callsTo('POST /api/chat/stream')).toHaveLength(1 + FOLLOW_UPS_PER_ANSWER);
  });

  it('opens the upgrade dialog when the chat refuses the question (403)', async () => {
    signedInFamily({
      children: [aChild()],
      routes: {
        'POST /api/chat/stream': () =>
          json(403, { code: 'question_not_allowed', detail: 'Passez Premium pour poser des questions illimitées !' }),
      },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('La question de Tom'), 'Pourquoi ?{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez votre formule' });
    expect(within(dialog).getByRole('button', { name: 'Plus tard' })).toBeInTheDocument();
  });

  it('checks the ask permission first: refused, the plans open and say why, and nothing is sent', async () => {
    const net = signedInFamily({
      children: [aChild()],
      routes: {
        'GET /api/monetization/check-permission': () =>
          json(200, {
            allowed: false,
            reason: 'Passez Premium pour poser des questions illimitées !',
            upgradeRequired: true,
          }),
      },
    });
    const { user } = renderApp('/');
    const box = await screen.findByLabelText('La question de Tom');
    await user.type(box, 'Pourquoi la lune ?{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez votre formule' });
    expect(dialog).toHaveTextContent('Passez Premium pour poser des questions illimitées !');
    expect(net.callsTo('POST /api/chat/stream')).toHaveLength(0);
    expect(box).toHaveValue('Pourquoi la lune ?');
  });

  it("locks the question box calmly once the day's trial questions are used; the plans open when asked for", async () => {
    signedInFamily({
      children: [aChild()],
      usage: usageFor({ questionsToday: 3, questionsRemainingToday: 0, childrenCount: 1 }),
    });
    const { user } = renderApp('/');
    const box = await screen.findByLabelText('La question de Tom');
    await waitFor(() => expect(box).toHaveAttribute('readonly'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir les formules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choisissez votre formule' });
    expect(dialog).toHaveTextContent('Passez Premium pour poser des questions illimitées !');
  });

  it('reads an answer aloud in French, and stops on a second press', async () => {
    type Spoken = { text: string; lang: string; onend: (() => void) | null };
    const spoken: Spoken[] = [];
    const synthesis = {
      speak: vi.fn((utterance: Spoken) => spoken.push(utterance)),
      cancel: vi.fn(),
      getVoices: () => [{ lang: 'fr-FR', name: 'Amélie', localService: true } as SpeechSynthesisVoice],
    };
    class Utterance {
      lang = '';
      rate = 1;
      voice: SpeechSynthesisVoice | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    vi.stubGlobal('speechSynthesis', synthesis);
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    signedInFamily({
      children: [aChild()],
      routes: { 'POST /api/chat/stream': () => sse(done('Le ciel est bleu. La lumière se disperse !')) },
    });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('La question de Tom'), 'Pourquoi le ciel est bleu ?{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Écouter la réponse' }));
    expect(spoken.map((utterance) => utterance.text)).toEqual(['Le ciel est bleu.']);
    expect(spoken[0]?.lang).toBe('fr-FR');
    act(() => spoken[0]?.onend?.());
    expect(spoken.map((utterance) => utterance.text)).toEqual(['Le ciel est bleu.', 'La lumière se disperse !']);
    const stop = screen.getByRole('button', { name: 'Arrêter la lecture' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    await user.click(stop);
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Écouter la réponse' })).toHaveAttribute('aria-pressed', 'false');
  });
});

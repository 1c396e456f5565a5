import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, safetyEvents } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';
import { openAiEnv, startFakeOpenAi } from '../../../test/fakes/openai-server.js';
import { subscribe } from '../../../test/helpers/subscription.js';

const DAY = 24 * 60 * 60 * 1000;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi({ reply: 'Le ciel est bleu car l’air disperse la lumière bleue du soleil. Voilà !' });
});
afterAll(async () => fake.close());

/** Server-sent events of a streamed answer, in order. */
function events(body: string) {
  return body
    .trim()
    .split('\n\n')
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: eventLine!.replace('event: ', ''), data: JSON.parse(dataLine!.replace('data: ', '')) };
    });
}

describe('POST /api/chat with an OpenAI-compatible model', () => {
  const t = useTestApp({ env: openAiEnv(() => fake) });

  async function parentWithChild(age = 4) {
    const parent = await signedInParent(t.app);
    const today = new Date('2026-11-21');
    const child = (
      await parent.call(
        'POST',
        '/api/children',
        childInput({ name: 'Zoé', gender: 'girl', birth_month: 1, birth_year: today.getFullYear() - age }),
      )
    ).json();
    return { parent, child };
  }

  it('answers a question with the prompt built for the child, and stores both messages', async () => {
    const before = fake.received.length;
    const { parent, child } = await parentWithChild(4);
    const response = await parent.call('POST', '/api/chat', {
      message: 'Pourquoi le ciel est bleu ?',
      child_id: child.id,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ response: fake.reply, provider: 'openai', moderated: false });
    const sent = fake.received[before]!;
    expect(sent.model).toBe('modele-test');
    expect(sent.messages[0]!.content).toContain('Tu réponds à [ENFANT_1], une fille de 4 ans.');
    expect(JSON.stringify(sent)).not.toContain('Zoé');
    expect(sent.messages[0]!.content).toContain('Niveau adapté de cet enfant : 1 sur 5.');

    const conversations = (await parent.call('GET', '/api/conversations')).json();
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ id: body.conversation_id, child_id: child.id, child_name: 'Zoé' });
    expect(conversations[0].messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);
    expect(conversations[0].messages[1]).toMatchObject({ id: body.message_id, content: fake.reply, feedback: null });
  });

  it('streams screened sentences, then the ids', async () => {
    const { parent, child } = await parentWithChild(7);
    const response = await parent.call('POST', '/api/chat/stream', {
      message: 'Pourquoi le ciel est bleu ?',
      child_id: child.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const stream = events(response.body);
    expect(stream.at(-1)?.event).toBe('done');
    const texts = stream.filter((item) => item.event === 'text').map((item) => item.data.text);
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts.join('')).toBe(fake.reply);
    expect(stream.at(-1)?.data).toMatchObject({ response: fake.reply, provider: 'openai' });
  });

  it('never sends a refused question to the model, and tells the parent why later', async () => {
    const before = fake.received.length;
    const { parent, child } = await parentWithChild(8);
    const response = await parent.call('POST', '/api/chat', {
      message: 'Comment fabriquer une bombe ?',
      child_id: child.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ moderated: true });
    expect(fake.received.length).toBe(before);
    const [event] = await t.database.db.select().from(safetyEvents).where(eq(safetyEvents.userId, parent.user.id));
    expect(event).toMatchObject({ stage: 'question', verdict: 'refuse' });

    const seen = await parent.call('GET', '/api/safety-events');
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual([
      expect.objectContaining({
        child_id: child.id,
        child_name: 'Zoé',
        stage: 'question',
        verdict: 'refuse',
        category: 'violence',
        question: 'Comment fabriquer une bombe ?',
      }),
    ]);
    const stranger = await signedInParent(t.app);
    expect((await stranger.call('GET', '/api/safety-events')).json()).toEqual([]);
  });

  it('gives help numbers to a child in distress, without the model', async () => {
    const before = fake.received.length;
    const { parent, child } = await parentWithChild(10);
    const response = await parent.call('POST', '/api/chat', { message: 'je veux mourir', child_id: child.id });
    expect(response.json().response).toMatch(/3114/);
    expect(response.json().response).toMatch(/119/);
    expect(fake.received.length).toBe(before);
  });

  it('counts three answered questions a day on the trial, then 403; follow-ups are free', async () => {
    const { parent, child } = await parentWithChild(6);
    let last;
    for (let question = 0; question < 3; question += 1) {
      last = await parent.call('POST', '/api/chat', {
        message: `Pourquoi la mer est salée ? ${question}`,
        child_id: child.id,
      });
      expect(last.statusCode).toBe(200);
    }
    const followUp = await parent.call('POST', '/api/chat', {
      message: 'Dis-m’en plus',
      child_id: child.id,
      feedback_type: 'more_info',
      conversation_id: last!.json().conversation_id,
      continue_conversation: true,
    });
    expect(followUp.statusCode).toBe(200);
    expect((await parent.call('GET', '/api/monetization/usage')).json()).toMatchObject({
      questionsToday: 3,
      questionsThisMonth: 3,
      questionsRemainingToday: 0,
    });
    expect((await parent.call('GET', '/api/monetization/check-permission?action=ask_question')).json()).toMatchObject({
      allowed: false,
      upgradeRequired: true,
    });
    const refused = await parent.call('POST', '/api/chat', { message: 'Pourquoi il pleut ?', child_id: child.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: { error: 'question_not_allowed', message: 'Passez Premium pour poser des questions illimitées !' },
      code: 'question_not_allowed',
    });
    t.clock.advance(DAY);
    expect(
      (await parent.call('POST', '/api/chat', { message: 'Pourquoi il pleut ?', child_id: child.id })).statusCode,
    ).toBe(200);
  });

  it("gives the day's last trial question to one of several asked at once", async () => {
    const { parent, child } = await parentWithChild(5);
    for (const message of ['Pourquoi il pleut ?', 'Pourquoi la mer ?']) {
      expect((await parent.call('POST', '/api/chat', { message, child_id: child.id })).statusCode).toBe(200);
    }
    const asked = await Promise.all(
      ['Pourquoi la lune ?', 'Pourquoi le vent ?', 'Pourquoi la neige ?', 'Pourquoi les étoiles ?'].map((message) =>
        parent.call('POST', '/api/chat', { message, child_id: child.id }),
      ),
    );
    expect(asked.map((response) => response.statusCode).sort()).toEqual([200, 403, 403, 403]);
    for (const refused of asked.filter((response) => response.statusCode === 403)) {
      expect(refused.json().detail.message).toBe('Passez Premium pour poser des questions illimitées !');
    }
    const history = (await parent.call('GET', '/api/monetization/usage')).json();
    expect(history).toMatchObject({ questionsToday: 3, questionsRemainingToday: 0 });
  });

  it("counts each family's questions and children apart", async () => {
    const busy = await parentWithChild(6);
    for (const message of ['Pourquoi il pleut ?', 'Pourquoi la mer ?', 'Pourquoi la lune ?']) {
      expect((await busy.parent.call('POST', '/api/chat', { message, child_id: busy.child.id })).statusCode).toBe(200);
    }
    const other = await parentWithChild(6);
    expect(other.child.id).toBeDefined();
    const usage = (await other.parent.call('GET', '/api/monetization/usage')).json();
    expect(usage).toMatchObject({ questionsToday: 0, childrenCount: 1 });
    const asked = await other.parent.call('POST', '/api/chat', { message: 'Pourquoi ?', child_id: other.child.id });
    expect(asked.statusCode).toBe(200);
  });

  it('allows one question a day once the trial is over (the free version), but paying parents ask freely', async () => {
    const { parent, child } = await parentWithChild(6);
    t.clock.advance(7 * DAY);
    for (const expected of [200, 403]) {
      expect((await parent.call('POST', '/api/chat', { message: 'Pourquoi ?', child_id: child.id })).statusCode).toBe(
        expected,
      );
    }
    await subscribe(t.database.db, parent.user.id, {
      planId: 'essential_monthly',
      until: new Date('2027-01-01T00:00:00Z'),
    });
    for (let question = 0; question < 5; question += 1) {
      expect(
        (await parent.call('POST', '/api/chat', { message: `Pourquoi ${question} ?`, child_id: child.id })).statusCode,
      ).toBe(200);
    }
  });

  it('applies feedback to the level the next prompt uses, once per answer', async () => {
    const { parent, child } = await parentWithChild(7);
    const answer = (
      await parent.call('POST', '/api/chat', { message: 'Pourquoi le ciel est bleu ?', child_id: child.id })
    ).json();
    const rated = await parent.call('POST', '/api/feedback', {
      message_id: answer.message_id,
      child_id: child.id,
      feedback: 'too_hard',
      child_age: 7,
    });
    expect(rated.json()).toMatchObject({ recorded: true, current_level: 2.5, learning_trend: 'struggling' });
    expect(rated.json().profile).toMatchObject({
      childId: child.id,
      currentLevel: 2.5,
      adaptationScore: -0.5,
      feedbackHistory: [{ messageId: answer.message_id, feedback: 'too_hard', originalLevel: 3, childAge: 7 }],
    });
    const again = await parent.call('POST', '/api/feedback', {
      message_id: answer.message_id,
      child_id: child.id,
      feedback: 'more_info',
    });
    expect(again.json()).toMatchObject({ recorded: false, current_level: 2.5 });

    const before = fake.received.length;
    await parent.call('POST', '/api/chat', {
      message: 'Je n’ai pas compris',
      child_id: child.id,
      feedback_type: 'too_hard',
      conversation_id: answer.conversation_id,
      original_response: 'ignored: the stored answer is used',
    });
    const prompt = fake.received[before]!.messages;
    expect(prompt[0]!.content).toContain('Niveau adapté de cet enfant : 2.5 sur 5.');
    expect(prompt[0]!.content).toContain('trop difficile');
    expect(prompt[2]).toEqual({ role: 'assistant', content: fake.reply });
  });

  it('keeps every family to its own children, conversations and messages: 404', async () => {
    const { parent, child } = await parentWithChild(7);
    const answer = (await parent.call('POST', '/api/chat', { message: 'Pourquoi ?', child_id: child.id })).json();
    const stranger = await signedInParent(t.app);
    expect((await stranger.call('POST', '/api/chat', { message: 'Pourquoi ?', child_id: child.id })).statusCode).toBe(
      404,
    );
    expect(
      (
        await stranger.call('POST', '/api/feedback', {
          message_id: answer.message_id,
          child_id: child.id,
          feedback: 'understood',
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger.call('GET', '/api/conversations')).json()).toEqual([]);
    expect((await stranger.call('GET', `/api/conversations?child_id=${child.id}`)).json()).toEqual([]);
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, answer.message_id));
    expect(stored?.feedback).toBeNull();
  });

  it('answers bad input with 400', async () => {
    const { parent, child } = await parentWithChild(7);
    const empty = await parent.call('POST', '/api/chat', { message: '   ', child_id: child.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe("Écrivez d'abord la question de votre enfant");
    expect(
      (await parent.call('POST', '/api/chat', { message: 'x'.repeat(5_000), child_id: child.id })).statusCode,
    ).toBe(400);
    expect((await parent.call('POST', '/api/chat', { message: 'Pourquoi ?' })).statusCode).toBe(400);
    expect(
      (await parent.call('POST', '/api/feedback', { message_id: 'x', child_id: child.id, feedback: 'bof' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/chat on a fresh install (offline engine)', () => {
  const t = useTestApp();

  it('answers "Pourquoi le ciel est bleu ?" differently for a 4-year-old and a 10-year-old', async () => {
    const parent = await signedInParent(t.app);
    await subscribe(t.database.db, parent.user.id, { until: new Date('2027-01-01T00:00:00Z') });
    const ask = async (name: string, age: number) => {
      const child = (
        await parent.call('POST', '/api/children', childInput({ name, birth_month: 1, birth_year: 2026 - age }))
      ).json();
      const answer = (
        await parent.call('POST', '/api/chat', { message: 'Pourquoi le ciel est bleu ?', child_id: child.id })
      ).json();
      return { ...answer, child_id: child.id };
    };
    const little = await ask('Zoé', 4);
    const big = await ask('Léo', 10);
    expect(little.provider).toBe('offline');
    expect(big.provider).toBe('offline');
    expect(little.response).not.toBe(big.response);
    expect(little.response.length).toBeLessThan(big.response.length);
    expect(little.response.toLowerCase()).toContain('bleu');

    // "Trop difficile" for the 4-year-old: a shorter answer, about the same question.
    const simpler = await parent.call('POST', '/api/chat', {
      message: 'Pourquoi le ciel est bleu ?',
      child_id: little.child_id,
      feedback_type: 'too_hard',
      conversation_id: little.conversation_id,
      original_response: little.response,
    });
    expect(simpler.statusCode).toBe(200);
    expect(simpler.json().response.length).toBeLessThan(little.response.length);
    expect(little.response.startsWith(simpler.json().response)).toBe(true);
  });

  it('keeps a « je ne sais pas encore » in the conversation without spending a trial question on it', async () => {
    const parent = await signedInParent(t.app);
    const child = (await parent.call('POST', '/api/children', childInput({ name: 'Zoé' }))).json();
    const usage = async () => (await parent.call('GET', '/api/monetization/usage')).json();
    expect(await usage()).toMatchObject({ questionsToday: 0, questionsRemainingToday: 3 });

    const unknown = await parent.call('POST', '/api/chat', {
      message: 'Pourquoi le zorglub du krumpf est-il tout flimbé ?',
      child_id: child.id,
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().response).toContain('je ne sais pas encore');
    expect(await usage()).toMatchObject({ questionsToday: 0, questionsRemainingToday: 3 });
    const [conversation] = (await parent.call('GET', '/api/conversations')).json();
    expect(conversation.messages.map((message: { content: string }) => message.content)).toEqual([
      'Pourquoi le zorglub du krumpf est-il tout flimbé ?',
      unknown.json().response,
    ]);

    // Nothing in the library is near a question about a zorglub: nothing is offered.
    expect(unknown.json().known_questions).toBeUndefined();

    // Near what it knows, it offers the nearest questions, uncounted too.
    const near = await parent.call('POST', '/api/chat', {
      message: 'pourquoi mon chat mordille mes mains',
      child_id: child.id,
    });
    expect(near.json().response).toContain('je ne sais pas encore');
    expect(near.json().known_questions.length).toBeGreaterThanOrEqual(2);
    for (const offered of near.json().known_questions) expect(offered).toMatch(/chat/i);
    expect(await usage()).toMatchObject({ questionsToday: 0, questionsRemainingToday: 3 });

    // A question the library knows counts, as always, and offers nothing else.
    const known = await parent.call('POST', '/api/chat', {
      message: 'Pourquoi le ciel est bleu ?',
      child_id: child.id,
    });
    expect(known.json().known_questions).toBeUndefined();
    expect(await usage()).toMatchObject({ questionsToday: 1, questionsRemainingToday: 2 });
  });
});

describe('answers that must not reach the child', () => {
  let unsafe: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    unsafe = await startFakeOpenAi({
      reply: 'Bonne question. Pour fabriquer une bombe, il faut mélanger de la poudre. Fin.',
    });
  });
  afterAll(async () => unsafe.close());

  const t = useTestApp({
    env: {
      AI_PROVIDER: 'openai',
      get AI_BASE_URL() {
        return unsafe.baseUrl;
      },
    },
  });

  it('stops an unsafe answer at the sentence, replaces what was shown, and records why', async () => {
    const parent = await signedInParent(t.app);
    const child = (await parent.call('POST', '/api/children', childInput())).json();
    const response = await parent.call('POST', '/api/chat/stream', {
      message: 'Pourquoi ça explose ?',
      child_id: child.id,
    });
    const stream = events(response.body);
    const shown = stream.filter((item) => item.event === 'text').map((item) => item.data.text);
    expect(shown.join('')).not.toContain('bombe');
    const replaced = stream.find((item) => item.event === 'replace');
    expect(replaced?.data.text).toBeTruthy();
    expect(stream.at(-1)?.data.response).toBe(replaced?.data.text);
    const [event] = await t.database.db.select().from(safetyEvents).where(eq(safetyEvents.userId, parent.user.id));
    expect(event).toMatchObject({ stage: 'answer', verdict: 'refuse' });
    expect(event?.category).not.toBe('unknown');
  });
});

describe('a model that is down', () => {
  let down: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    down = await startFakeOpenAi({ failWith: 503 });
  });
  afterAll(async () => down.close());
  const t = useTestApp({
    env: {
      AI_PROVIDER: 'openai',
      get AI_BASE_URL() {
        return down.baseUrl;
      },
    },
  });

  it('answers 503 in French when the model is down, and the question does not count', async () => {
    const parent = await signedInParent(t.app);
    const child = (await parent.call('POST', '/api/children', childInput())).json();
    const response = await parent.call('POST', '/api/chat', { message: 'Pourquoi il pleut ?', child_id: child.id });
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe(
      'Le service de réponses ne répond pas pour le moment. Réessayez dans un instant.',
    );
    expect(await t.database.db.select().from(messages).where(eq(messages.userId, parent.user.id))).toHaveLength(0);
    const streamed = await parent.call('POST', '/api/chat/stream', {
      message: 'Pourquoi il pleut ?',
      child_id: child.id,
    });
    expect(streamed.statusCode).toBe(503);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, safetyEvents } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';
import { openAiEnv, startFakeOpenAi } from '../../../test/fakes/openai-server.js';
import { subscribe } from '../../../test/helpers/subscription.js';
import { corpus } from './offline/corpus/index.js';

const SKY = 'Pourquoi le ciel est bleu ?';
const SKY_ANSWER = 'Le ciel est bleu car l’air disperse la lumière bleue du soleil.';
const EVENING = 'Et pourquoi il devient rouge le soir ?';
const EVENING_ANSWER = 'Le soir, la lumière traverse beaucoup d’air et seul le rouge arrive jusqu’à toi.';
const SIMPLER = 'Le soir, le bleu se perd en route : il reste le rouge.';
const REFUSED = 'Comment fabriquer une bombe ?';

/** Answers by what the child last asked, whatever the order of the calls. */
const answers: [RegExp, string][] = [
  [/simplement/, SIMPLER],
  [/rouge/, EVENING_ANSWER],
  [/bleu/, SKY_ANSWER],
];
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi({
    answer: (request) => {
      const asked = request.messages.at(-1)?.content ?? '';
      return answers.find(([pattern]) => pattern.test(asked))?.[1] ?? 'Bonne question !';
    },
  });
});
afterAll(async () => fake.close());

/** The `done` event of a streamed answer: the same body as the JSON call's. */
const streamed = (body: string) => JSON.parse(body.split('event: done\ndata: ')[1]!.split('\n')[0]!);
const conversation = (message: string, childId: string, conversationId: string) => ({
  message,
  child_id: childId,
  conversation_id: conversationId,
  continue_conversation: true,
});

describe('a conversation is a thread (decision 0012)', () => {
  const t = useTestApp({ env: openAiEnv(() => fake) });

  async function parentWithChild() {
    const parent = await signedInParent(t.app);
    const child = (await parent.call('POST', '/api/children', childInput({ name: 'Zoé', gender: 'girl' }))).json();
    return { parent, child };
  }

  it('gives the model the earlier turns after the system prompt, never a refused one; history shows one thread', async () => {
    const { parent, child } = await parentWithChild();
    const first = await parent.call('POST', '/api/chat', { message: SKY, child_id: child.id });
    expect(first.json()).toMatchObject({ response: SKY_ANSWER, moderated: false });
    const id = first.json().conversation_id as string;

    const refused = await parent.call('POST', '/api/chat', conversation(REFUSED, child.id, id));
    expect(refused.json()).toMatchObject({ conversation_id: id, moderated: true });

    const before = fake.received.length;
    const third = await parent.call('POST', '/api/chat/stream', conversation(EVENING, child.id, id));
    expect(streamed(third.body)).toMatchObject({ conversation_id: id, response: EVENING_ANSWER });
    expect(fake.received.length).toBe(before + 1);
    const [system, ...turns] = fake.received.at(-1)!.messages;
    expect(system).toMatchObject({ role: 'system' });
    expect(system!.content).toContain('Tu réponds à [ENFANT_1]');
    expect(turns).toEqual([
      { role: 'user', content: SKY },
      { role: 'assistant', content: SKY_ANSWER },
      { role: 'user', content: EVENING },
    ]);

    // « Trop difficile » on the third answer, through the JSON call: the same turns, then that answer.
    const simpler = await parent.call('POST', '/api/chat', {
      ...conversation(EVENING, child.id, id),
      feedback_type: 'too_hard',
    });
    expect(simpler.json()).toMatchObject({ conversation_id: id, response: SIMPLER });
    expect(
      fake.received
        .at(-1)!
        .messages.slice(1)
        .map((message) => message.content),
    ).toEqual([SKY, SKY_ANSWER, EVENING, EVENING_ANSWER, 'Je n’ai pas compris, tu peux expliquer plus simplement ?']);
    const sent = fake.received.flatMap((chat) => chat.messages.map((message) => message.content)).join('\n');
    expect(sent).not.toContain('bombe');
    expect(sent).not.toContain('Zoé');

    const history = (await parent.call('GET', '/api/conversations')).json();
    expect(history).toHaveLength(1);
    const questions = history[0].messages.filter(
      (message: { role: string; feedback_type: string | null }) => message.role === 'user' && !message.feedback_type,
    );
    expect(questions.map((message: { content: string }) => message.content)).toEqual([SKY, REFUSED, EVENING]);
    expect(history[0].messages.map((message: { content: string }) => message.content)).toEqual([
      SKY,
      SKY_ANSWER,
      REFUSED,
      refused.json().response,
      EVENING,
      EVENING_ANSWER,
      EVENING,
      SIMPLER,
    ]);
    // Search finds the thread by any of its turns; the refused question does not count against the day.
    expect((await parent.call('GET', '/api/conversations?q=rouge')).json()).toHaveLength(1);
    expect((await parent.call('GET', '/api/monetization/usage')).json()).toMatchObject({ questionsToday: 2 });
    const [stats] = (await parent.call('GET', '/api/history/stats')).json();
    expect(stats).toMatchObject({ total_questions: 3, questions_today: 3 });
  });

  it("counts each new question of a thread against the day's limit", async () => {
    const { parent, child } = await parentWithChild();
    const id = (await parent.call('POST', '/api/chat', { message: SKY, child_id: child.id })).json().conversation_id;
    for (const message of [EVENING, 'Et la nuit ?']) {
      expect((await parent.call('POST', '/api/chat', conversation(message, child.id, id))).statusCode).toBe(200);
    }
    const fourth = await parent.call('POST', '/api/chat', conversation('Et les étoiles ?', child.id, id));
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().detail.message).toBe('Passez Premium pour poser des questions illimitées !');
    const [thread] = (await parent.call('GET', '/api/conversations')).json();
    expect(thread.messages).toHaveLength(6);
  });

  it('continues the child’s latest conversation on `continue_conversation` alone', async () => {
    const { parent, child } = await parentWithChild();
    const id = (await parent.call('POST', '/api/chat', { message: SKY, child_id: child.id })).json().conversation_id;
    const next = await parent.call('POST', '/api/chat', {
      message: EVENING,
      child_id: child.id,
      continue_conversation: true,
    });
    expect(next.json().conversation_id).toBe(id);
    expect(fake.received.at(-1)!.messages).toHaveLength(4);
  });

  it('answers 404 to a conversation of another family or of another child, and writes nothing', async () => {
    const owner = await parentWithChild();
    const id = (await owner.parent.call('POST', '/api/chat', { message: SKY, child_id: owner.child.id })).json()
      .conversation_id;
    const stranger = await parentWithChild();
    await subscribe(t.database.db, owner.parent.user.id);
    const sibling = (await owner.parent.call('POST', '/api/children', childInput({ name: 'Léo' }))).json();
    const before = fake.received.length;
    for (const [parent, childId] of [
      [stranger.parent, stranger.child.id],
      [owner.parent, sibling.id],
    ] as const) {
      for (const path of ['/api/chat', '/api/chat/stream']) {
        const response = await parent.call('POST', path, conversation(EVENING, childId, id));
        expect(response.statusCode, path).toBe(404);
        expect(response.body).not.toContain(SKY_ANSWER);
      }
    }
    expect(
      (await owner.parent.call('POST', '/api/chat', conversation(EVENING, owner.child.id, 'pas-un-id'))).statusCode,
    ).toBe(404);
    expect(fake.received.length).toBe(before);
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(2);
  });

  it('screens a new question with the one before it: « et comment on en fabrique une ? » after the bomb', async () => {
    const { parent, child } = await parentWithChild();
    const first = await parent.call('POST', '/api/chat', { message: 'C’est quoi une bombe ?', child_id: child.id });
    expect(first.json()).toMatchObject({ moderated: false });
    const before = fake.received.length;
    const next = await parent.call(
      'POST',
      '/api/chat',
      conversation('et comment on en fabrique une ?', child.id, first.json().conversation_id),
    );
    expect(next.json()).toMatchObject({ moderated: true });
    expect(fake.received.length).toBe(before);
    const [event] = await t.database.db.select().from(safetyEvents).where(eq(safetyEvents.userId, parent.user.id));
    expect(event).toMatchObject({ verdict: 'refuse', stage: 'question' });
  });

  it('keeps a conversation where the child showed distress on the help path, with one event', async () => {
    const { parent, child } = await parentWithChild();
    const first = await parent.call('POST', '/api/chat', { message: 'je veux mourir', child_id: child.id });
    expect(first.json().response).toMatch(/3114/);
    const before = fake.received.length;
    const next = await parent.call(
      'POST',
      '/api/chat/stream',
      conversation(SKY, child.id, first.json().conversation_id),
    );
    expect(streamed(next.body)).toMatchObject({ moderated: true, response: expect.stringMatching(/3114/) });
    expect(fake.received.length).toBe(before);
    const events = await t.database.db.select().from(safetyEvents).where(eq(safetyEvents.userId, parent.user.id));
    expect(events.map((event) => event.verdict)).toEqual(['distress']);

    // A new conversation starts afresh, without the words of distress.
    const fresh = await parent.call('POST', '/api/chat', { message: SKY, child_id: child.id });
    expect(fresh.json()).toMatchObject({ moderated: false, response: SKY_ANSWER });
    expect(
      fake.received
        .at(-1)!
        .messages.map((message) => message.content)
        .join('\n'),
    ).not.toContain('mourir');
  });
});

describe('a thread with the offline engine', () => {
  const t = useTestApp();

  it('answers « et pourquoi ? » about the sky it follows', async () => {
    const parent = await signedInParent(t.app);
    const child = (await parent.call('POST', '/api/children', childInput({ birth_year: 2019 }))).json();
    const first = (await parent.call('POST', '/api/chat', { message: SKY, child_id: child.id })).json();
    const next = await parent.call('POST', '/api/chat', conversation('et pourquoi ?', child.id, first.conversation_id));
    const sky = corpus.find((topic) => topic.id === 'sky-blue')!;
    expect(first.response).toBe(sky.answers['6_to_8']);
    expect(next.json()).toMatchObject({ provider: 'offline', response: sky.answers['9_to_12'] });
  });
});

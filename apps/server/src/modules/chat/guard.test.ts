import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, safetyEvents } from '../../db/schema.js';
import { type TestContext, useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';
import { subscribe } from '../../../test/helpers/subscription.js';
import { type ReceivedChat, startFakeOpenAi } from '../../../test/fakes/openai-server.js';

/** What the fake guard says of each text it reads; anything else is safe. */
const verdicts: Record<string, string> = {
  'Pourquoi les girafes ont un long cou ?': '{"verdict":"unsafe","category":"violence"}',
  'Pourquoi les nuages bougent ?': '{"verdict":"distress","category":"abuse"}',
  'Pourquoi la mer est salée ?': 'Cette question est sans danger.',
  'Pourquoi les zèbres ont des rayures ?': '{"verdict":"unsafe","category":"S1"}',
  'Pourquoi les chats ronronnent ?': '{"verdict":"safe","reason":"animals"}',
  'un dragon gentil': '{"verdict":"unsafe","category":"violence"}',
};
const userText = (request: ReceivedChat) => request.messages.at(-1)?.content ?? '';

let chat: Awaited<ReturnType<typeof startFakeOpenAi>>;
let guard: Awaited<ReturnType<typeof startFakeOpenAi>>;
let slowGuard: Awaited<ReturnType<typeof startFakeOpenAi>>;
let brokenGuard: Awaited<ReturnType<typeof startFakeOpenAi>>;
/** An address where nothing listens: the connection is refused. */
let closedUrl: string;
beforeAll(async () => {
  chat = await startFakeOpenAi();
  guard = await startFakeOpenAi({
    answer: (request) => verdicts[userText(request)] ?? '{"verdict":"safe","category":"none"}',
  });
  slowGuard = await startFakeOpenAi({ latencyMs: 1_000, answer: () => '{"verdict":"unsafe","category":"violence"}' });
  brokenGuard = await startFakeOpenAi({ failWith: 500 });
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/v1`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});
afterAll(async () => {
  await Promise.all([chat.close(), guard.close(), slowGuard.close(), brokenGuard.close()]);
});

/** Getters: the fakes' addresses are only known once they listen. */
const guardEnv = (baseUrl: () => string, more: Record<string, string> = {}) => ({
  ...more,
  AI_PROVIDER: 'openai',
  get AI_BASE_URL() {
    return chat.baseUrl;
  },
  AI_API_KEY: 'sk-test',
  MODERATION: 'local+guard',
  get GUARD_BASE_URL() {
    return baseUrl();
  },
  GUARD_MODEL: 'llama-guard-test',
});

async function parentWithChild(app: Parameters<typeof signedInParent>[0], age: number) {
  const parent = await signedInParent(app);
  const child = (
    await parent.call('POST', '/api/children', childInput({ name: 'Lou', birth_month: 1, birth_year: 2026 - age }))
  ).json();
  return { parent, child };
}

/** The questions the chat model received. */
const chatQuestions = () => chat.received.map(userText);

/** Unscreened, unanswered: a French 503, nothing stored, nothing sent to the chat model. */
async function expectFailedClosed(t: TestContext, question: string) {
  const { parent, child } = await parentWithChild(t.app, 8);
  const response = await parent.call('POST', '/api/chat', { message: question, child_id: child.id });
  expect(response.statusCode).toBe(503);
  expect(response.json().code).toBe('ai_unavailable');
  expect(await t.database.db.select().from(messages).where(eq(messages.userId, parent.user.id))).toEqual([]);
  expect(chatQuestions()).not.toContain(question);
}

describe('MODERATION=local+guard', () => {
  const t = useTestApp({ env: guardEnv(() => guard.baseUrl) });

  it('refuses a question the local rules allow when the guard calls it unsafe: the chat model never sees it', async () => {
    const { parent, child } = await parentWithChild(t.app, 9);
    const question = 'Pourquoi les girafes ont un long cou ?';
    const response = await parent.call('POST', '/api/chat', { message: question, child_id: child.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ moderated: true });
    expect(response.json().response).toMatch(/adulte de confiance/);
    expect(chatQuestions()).not.toContain(question);
    const asked = guard.received.find((request) => userText(request) === question);
    expect(asked).toMatchObject({
      model: 'llama-guard-test',
      temperature: 0,
      response_format: { type: 'json_object' },
    });
    expect(asked?.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('aged 9') });
    const [event] = await t.database.db.select().from(safetyEvents).where(eq(safetyEvents.userId, parent.user.id));
    expect(event).toMatchObject({ stage: 'question', verdict: 'refuse', category: 'violence' });
  });

  it('gives the help message with 3114 and 119 when the guard sees distress', async () => {
    const { parent, child } = await parentWithChild(t.app, 9);
    const question = 'Pourquoi les nuages bougent ?';
    const response = await parent.call('POST', '/api/chat', { message: question, child_id: child.id });
    expect(response.json()).toMatchObject({ moderated: true });
    expect(response.json().response).toMatch(/3114/);
    expect(response.json().response).toMatch(/119/);
    expect(chatQuestions()).not.toContain(question);
    const [event] = await t.database.db.select().from(safetyEvents).where(eq(safetyEvents.userId, parent.user.id));
    expect(event).toMatchObject({ stage: 'question', verdict: 'distress', category: 'abuse' });
  });

  it('fails closed on a reply that is not the strict JSON verdict: a French 503, uncounted, unanswered', async () => {
    await expectFailedClosed(t, 'Pourquoi la mer est salée ?');
  });

  it.each(['Pourquoi les zèbres ont des rayures ?', 'Pourquoi les chats ronronnent ?'])(
    'fails closed on JSON outside the protocol (an unknown category, an unknown key): %s',
    async (question) => {
      await expectFailedClosed(t, question);
    },
  );

  it('never asks the guard about a question the local rules already refused or found in distress', async () => {
    const { parent, child } = await parentWithChild(t.app, 10);
    const before = guard.received.length;
    const refused = await parent.call('POST', '/api/chat', {
      message: 'comment fabriquer une bombe',
      child_id: child.id,
    });
    expect(refused.json()).toMatchObject({ moderated: true });
    const distress = await parent.call('POST', '/api/chat', { message: 'je veux mourir', child_id: child.id });
    expect(distress.json().response).toMatch(/3114/);
    expect(guard.received.length).toBe(before);
  });

  it('answers what both call safe, with the local guidance of a delicate topic', async () => {
    const { parent, child } = await parentWithChild(t.app, 5);
    const response = await parent.call('POST', '/api/chat', {
      message: 'comment on fait les bébés',
      child_id: child.id,
    });
    expect(response.json()).toMatchObject({ moderated: false, provider: 'openai' });
    expect(guard.received.map(userText)).toContain('comment on fait les bébés');
    const [event] = await t.database.db.select().from(safetyEvents).where(eq(safetyEvents.userId, parent.user.id));
    expect(event).toMatchObject({ stage: 'question', verdict: 'sensitive', category: 'babies' });
  });

  it('screens a story wish with the guard too', async () => {
    const { parent, child } = await parentWithChild(t.app, 6);
    await subscribe(t.database.db, parent.user.id, { until: new Date('2027-01-01T00:00:00Z') });
    const response = await parent.call('POST', '/api/stories/generate', {
      children: [child.id],
      story_type: 'adventure',
      theme: 'space',
      prompt: 'un dragon gentil',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/ne convient pas/);
    const asked = guard.received.find((request) => userText(request) === 'un dragon gentil');
    expect(asked?.messages[0]?.content).toContain('bedtime story');
  });
});

describe('MODERATION=local+guard with a guard slower than its time-out', () => {
  const warnings: { msg: string; purpose?: string }[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) warnings.push(JSON.parse(line));
      done();
    },
  });
  const t = useTestApp({
    env: guardEnv(() => slowGuard.baseUrl, { LOG_LEVEL: 'warn' }),
    app: { guardTimeoutMs: 100, logStream },
  });

  it('keeps the local verdict, and says so in the logs and the metrics', async () => {
    const { parent, child } = await parentWithChild(t.app, 8);
    const question = 'Pourquoi les escargots ont une coquille ?';
    const response = await parent.call('POST', '/api/chat', { message: question, child_id: child.id });
    expect(response.json()).toMatchObject({ moderated: false, provider: 'openai', response: chat.reply });
    expect(chatQuestions()).toContain(question);
    expect(slowGuard.received.map(userText)).toContain(question);
    expect(warnings).toContainEqual(
      expect.objectContaining({ purpose: 'question', msg: expect.stringMatching(/guard model too slow/) }),
    );
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/pourquoi_guard_timeouts_total\{purpose="question"\} [1-9]/);
  });
});

describe('MODERATION=local+guard when the guard answers with an HTTP error', () => {
  const t = useTestApp({ env: guardEnv(() => brokenGuard.baseUrl) });

  it('fails the question with a French 503, uncounted, without a retry that could outlast the time-out', async () => {
    await expectFailedClosed(t, 'Pourquoi il pleut ?');
    expect(brokenGuard.received.map(userText)).toEqual(['Pourquoi il pleut ?']);
  });
});

describe('MODERATION=local+guard when the guard refuses the connection', () => {
  const t = useTestApp({ env: guardEnv(() => closedUrl) });

  it('fails the question with a French 503, uncounted: nothing unscreened passes', async () => {
    await expectFailedClosed(t, 'Pourquoi il neige ?');
  });
});

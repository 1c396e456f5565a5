import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, safetyEvents } from '../../db/schema.js';
import { useTestApp } from '../../../test/helpers/app.js';
import { childInput, signedInParent } from '../../../test/helpers/factories.js';
import { startFakeOpenAi } from '../../../test/fakes/openai-server.js';

/** The fake moderation endpoint flags what a real one would: these words, these categories. */
const flagged: Record<string, string[]> = {
  cochonneries: ['sexual'],
  bébés: ['sexual'],
  'se faire du mal': ['self-harm/intent', 'self-harm'],
  'sang partout': ['violence/graphic', 'violence'],
};

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let broken: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi({
    reply: 'Le ciel est bleu car l’air disperse la lumière bleue. Il y avait du sang partout. Fin.',
    moderate: (text) => Object.entries(flagged).flatMap(([words, flags]) => (text.includes(words) ? flags : [])),
  });
  broken = await startFakeOpenAi({ failWith: 503 });
});
afterAll(async () => {
  await fake.close();
  await broken.close();
});

async function parentWithChild(app: Parameters<typeof signedInParent>[0], age: number) {
  const parent = await signedInParent(app);
  const child = (
    await parent.call('POST', '/api/children', childInput({ name: 'Lou', birth_month: 1, birth_year: 2026 - age }))
  ).json();
  return { parent, child };
}

describe('MODERATION=local+provider', () => {
  const t = useTestApp({
    env: {
      AI_PROVIDER: 'openai',
      MODERATION: 'local+provider',
      get AI_BASE_URL() {
        return fake.baseUrl;
      },
      AI_API_KEY: 'sk-test',
    },
  });

  it('asks the provider about a question the local rules let through, and refuses what it flags', async () => {
    const before = fake.received.length;
    const { parent, child } = await parentWithChild(t.app, 9);
    const response = await parent.call('POST', '/api/chat', {
      message: 'Pourquoi les grands disent des cochonneries ?',
      child_id: child.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ moderated: true });
    expect(response.json().response).toMatch(/adulte de confiance/);
    expect(fake.moderated).toContain('Pourquoi les grands disent des cochonneries ?');
    expect(fake.received.length).toBe(before);
    const [event] = await t.database.db.select().from(safetyEvents).where(eq(safetyEvents.userId, parent.user.id));
    expect(event).toMatchObject({ stage: 'question', verdict: 'refuse', category: 'sexual' });
  });

  it('keeps answering a delicate but normal question the provider flags broadly', async () => {
    const { parent, child } = await parentWithChild(t.app, 6);
    const response = await parent.call('POST', '/api/chat', {
      message: 'Comment on fait les bébés ?',
      child_id: child.id,
    });
    expect(response.json()).toMatchObject({ moderated: false, provider: 'openai' });
  });

  it('turns a flagged self-harm question into help numbers', async () => {
    const { parent, child } = await parentWithChild(t.app, 12);
    const response = await parent.call('POST', '/api/chat', {
      message: 'comment se faire du mal sans que personne voie',
      child_id: child.id,
    });
    expect(response.json().response).toMatch(/3114/);
  });

  it('stops an answer at the sentence the provider flags: the child never reads it', async () => {
    const { parent, child } = await parentWithChild(t.app, 8);
    const response = await parent.call('POST', '/api/chat', {
      message: 'Pourquoi le ciel est bleu ?',
      child_id: child.id,
    });
    const answer = response.json().response as string;
    expect(answer).not.toContain('sang');
    const [event] = await t.database.db.select().from(safetyEvents).where(eq(safetyEvents.userId, parent.user.id));
    expect(event).toMatchObject({ stage: 'answer', verdict: 'refuse', category: 'violence' });
  });
});

describe('MODERATION=local+provider when the moderation endpoint is down', () => {
  const t = useTestApp({
    env: {
      AI_PROVIDER: 'openai',
      MODERATION: 'local+provider',
      get AI_BASE_URL() {
        return broken.baseUrl;
      },
      AI_API_KEY: 'sk-test',
    },
  });

  it('fails the question with a French 503 and does not count it', async () => {
    const { parent, child } = await parentWithChild(t.app, 8);
    const response = await parent.call('POST', '/api/chat', { message: 'Pourquoi il pleut ?', child_id: child.id });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('ai_unavailable');
    const stored = await t.database.db.select().from(messages).where(eq(messages.userId, parent.user.id));
    expect(stored).toEqual([]);
    expect(broken.received).toEqual([]);
  });
});

// The reference of api.bench.ts: only what each route must do, in the plainest way — Fastify,
// an HS256 token checked with node:crypto, prepared indexed queries, the same offline engine
// and safety screening. The app is measured against it.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { plans, startOfParisDay } from '@pourquoi/shared';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { createOfflineEngine } from '../apps/server/src/modules/chat/offline/engine.js';
import { offlineProvider } from '../apps/server/src/modules/chat/providers/offline.js';
import { completeAnswer } from '../apps/server/src/modules/chat/providers/types.js';
import { localSafety } from '@pourquoi/safety';

const DAILY_TRIAL_QUESTIONS = plans.free_trial.limits.questionsPerDay;
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function tokenSubject(secret: string, authorization: string | undefined): string | null {
  const [header, payload, signature] = (authorization?.slice(7) ?? '').split('.');
  if (header !== HEADER || !payload || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string; exp: number };
  return claims.exp > Date.now() / 1000 ? claims.sub : null;
}

type Query = (name: string, text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

interface Queries {
  query: Query;
  /** `work` on one connection between BEGIN and COMMIT (ROLLBACK if it throws). */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Named statements on PostgreSQL (prepared once per connection); PGlite's extended protocol otherwise. */
function preparedQueries(database: DatabaseHandle, databaseUrl: string | undefined): Queries {
  if (!databaseUrl) {
    // The embedded engine itself, with no per-query options: its cheapest call.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const on =
      (queryable: Pick<PGlite, 'query'>): Query =>
      (_name, text, values) =>
        queryable.query<Record<string, unknown>>(text, values);
    return {
      query: on(client),
      transaction: (work) => client.transaction((tx) => work(on(tx))),
      close: async () => undefined,
    };
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  return {
    query: (name, text, values) => pool.query({ name, text, values }),
    transaction: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        const result = await work((name, text, values) => connection.query({ name, text, values }));
        await connection.query('commit');
        return result;
      } catch (error) {
        await connection.query('rollback');
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function startReference(database: DatabaseHandle, secret: string, databaseUrl: string | undefined) {
  const { query, transaction, close } = preparedQueries(database, databaseUrl);
  const provider = offlineProvider(createOfflineEngine());
  const app = Fastify({ logger: false });

  app.get('/api/children', async (request, reply) => {
    const userId = tokenSubject(secret, request.headers.authorization);
    if (!userId) return reply.code(401).send({ detail: 'Non authentifié' });
    const { rows } = await query(
      'children',
      'select id, name, birth_month, birth_year, gender, created_at from children where user_id = $1 order by created_at, id',
      [userId],
    );
    return rows;
  });

  // What a question must do: the child is the family's (read with the family's plan); a plan
  // with a daily limit counts the day's questions and records the question under the family's
  // lock, a plan without one just records it; the answer is written, screened and recorded.
  // The count is a statement of its own after the lock: one that waited for the lock would
  // still read its own snapshot, taken before the other question committed, and two questions
  // at once could both take the last of the day.
  app.post<{ Body: { message: string; child_id: string } }>('/api/chat', async (request, reply) => {
    const userId = tokenSubject(secret, request.headers.authorization);
    if (!userId) return reply.code(401).send({ detail: 'Non authentifié' });
    const { message, child_id: childId } = request.body;
    const { rows } = await query(
      'chat-child',
      `select name, birth_year, gender, plan_id from children join subscriptions using (user_id)
       where id = $1 and user_id = $2`,
      [childId, userId],
    );
    const child = rows[0];
    if (!child) return reply.code(404).send({ detail: 'Ressource introuvable' });
    const conversationId = randomUUID();
    const record = `insert into messages (conversation_id, user_id, child_id, role, content, message_order)
                    select id, $2, $3, 'user', $4, 0 from conversation returning id`;
    const asked =
      child.plan_id === 'free_trial'
        ? await transaction(async (inTransaction) => {
            await inTransaction('chat-lock', 'select 1 from subscriptions where user_id = $1 for update', [userId]);
            return inTransaction(
              'chat-question-counted',
              `with today as (select count(*) as asked from messages
                              where user_id = $2 and role = 'user' and moderated = false and feedback_type is null and created_at >= $5),
               conversation as (insert into conversations (id, user_id, child_id)
                                select $1, $2, $3 from today where today.asked < $6 returning id)
               ${record}`,
              [
                conversationId,
                userId,
                childId,
                message,
                startOfParisDay(new Date()).toISOString(),
                DAILY_TRIAL_QUESTIONS,
              ],
            );
          })
        : await query(
            'chat-question',
            `with conversation as (insert into conversations (id, user_id, child_id) values ($1, $2, $3) returning id)
             ${record}`,
            [conversationId, userId, childId, message],
          );
    if (asked.rows.length === 0) return reply.code(403).send({ detail: 'Action non autorisée' });
    const age = new Date().getFullYear() - Number(child.birth_year);
    const screening = await localSafety.screenQuestion(message, { age });
    if (screening.verdict === 'refuse') return { response: screening.message };
    const answer = await completeAnswer(provider, {
      messages: [],
      question: message,
      child: { name: String(child.name), age, gender: child.gender === 'boy' ? 'boy' : 'girl' },
    });
    await localSafety.screenAnswer(answer, { age });
    await query(
      'chat-answer',
      `insert into messages (conversation_id, user_id, child_id, role, content, message_order)
       values ($1, $2, $3, 'assistant', $4, 1)`,
      [conversationId, userId, childId, answer],
    );
    return { response: answer, conversation_id: conversationId };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

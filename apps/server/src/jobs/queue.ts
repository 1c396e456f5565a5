import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';
import type { Trace } from '../lib/trace.js';

/** The request id travels in the job's data: the job's log lines name the request that started it. */
function withRequestId<Data extends object>(data: Data, trace: Trace | undefined): Data & { requestId?: string } {
  return trace ? { ...data, requestId: trace.requestId } : data;
}

export interface JobContext {
  /** No retry follows a failure: the handler records it instead of throwing. */
  lastAttempt: boolean;
  /** The request that queued the job (or the job itself, for a timed one). */
  trace: Trace;
}

export interface JobDefinition<Data> {
  name: string;
  /** How many run at once in this process: pictures are drawn in parallel, boundedly. */
  concurrency: number;
  /** A job running longer is taken as lost (its process died) and tried again. */
  expireInSeconds: number;
  retryLimit: number;
  handler(data: Data, context: JobContext): Promise<void>;
}

export interface SendOptions {
  /** Not before this moment (a renewal due at a period's end). */
  startAfter?: Date;
  /** At most one queued job with this key: a second send with it is dropped. */
  singletonKey?: string;
  /** The request (or job) the job is part of. */
  trace?: Trace;
}

export interface JobQueue {
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<void>;
  sendMany<Data extends object>(name: string, items: Data[], options?: Pick<SendOptions, 'trace'>): Promise<void>;
  /** Registers a kind of job; with workers off (an API-only instance) it is only declared. */
  define<Data extends object>(definition: JobDefinition<Data>): Promise<void>;
  /** Jobs waiting in each queue defined here (created, retrying or running). */
  depths(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** Run the jobs in this process (the default); false for an instance that only serves the API. */
  workers: boolean;
  /** The jobs' log lines come from its children, each naming its request or job. */
  log: FastifyBaseLogger;
  /** How long a stop waits for running jobs before failing them (they run again later). */
  shutdownWaitMs?: number;
}

const POLLING_SECONDS = 1;

/** What pg-boss reads from a completion it sent after the stop: nothing was changed. */
const lateWriteDropped = { rows: [{ count: 0 }] };

/**
 * Background jobs on pg-boss, in the app's own database (PGlite or PostgreSQL): they survive
 * a restart, and several instances share them without doing one twice.
 */
export async function startJobQueue(database: DatabaseHandle, options: JobQueueOptions): Promise<JobQueue> {
  let stopped = false;
  const boss = new PgBoss({
    db: {
      // A handler that outlives the shutdown's wait ends later, and pg-boss records that end
      // without awaiting it: the write would reach a closed database as an unhandled rejection.
      // The shutdown already failed that job, so it runs again; the late write is dropped.
      executeSql: (text, values) => (stopped ? Promise.resolve(lateWriteDropped) : database.executeSql(text, values)),
    },
    schedule: false,
    supervise: options.workers,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const workerIds = new Map<string, string[]>();
  const queueNames = new Set<string>();

  // An embedded database belongs to this one process: whatever it left running died with it.
  if (database.kind === 'pglite') await failAbandonedJobs(database, boss);

  /** Jobs just queued here start now rather than at the next poll. */
  const wake = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };

  return {
    async send(name, data, { trace, ...options } = {}) {
      await boss.send(name, withRequestId(data, trace), options);
      if (!options.startAfter) wake(name);
    },
    async sendMany(name, items, { trace } = {}) {
      if (items.length === 0) return;
      await boss.insert(items.map((data) => ({ name, data: withRequestId(data, trace) })));
      wake(name);
    },
    async define({ name, concurrency, expireInSeconds, retryLimit, handler }) {
      await ensureQueue(boss, name, { name, expireInSeconds, retryLimit, retryDelay: 1, retryBackoff: true });
      queueNames.add(name);
      if (!options.workers) return;
      const ids: string[] = [];
      for (let slot = 0; slot < concurrency; slot += 1) {
        let workerId = '';
        workerId = await boss.work<object>(
          name,
          { batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            try {
              const { requestId = `job:${job.id}`, ...data } = job.data as { requestId?: string };
              await handler(data as Parameters<typeof handler>[0], {
                lastAttempt: job.retryCount >= job.retryLimit,
                trace: { requestId, log: options.log.child({ reqId: requestId }) },
              });
            } finally {
              // A worker that just finished a job asks for the next one at once, not at the next poll.
              boss.notifyWorker(workerId);
            }
          },
        );
        ids.push(workerId);
      }
      workerIds.set(name, ids);
    },
    async depths() {
      const depths: Record<string, number> = {};
      for (const name of queueNames) depths[name] = await boss.getQueueSize(name);
      return depths;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: options.shutdownWaitMs ?? 8_000 });
      stopped = true;
    },
  };
}

/** Errors of two instances creating the same queue at once: the next attempt finds it made. */
const raceCodes = new Set(['40P01', '23505', '42P07']);

/**
 * Creates a queue unless it exists. Instances that start together would otherwise deadlock
 * in pg-boss's table creation: the loser of a race tries again, and finds the queue.
 */
async function ensureQueue(boss: PgBoss, name: string, options: PgBoss.Queue) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || !code || !raceCodes.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

async function failAbandonedJobs(database: DatabaseHandle, boss: PgBoss) {
  const { rows } = await database.executeSql(`select name, id from pgboss.job where state = 'active'`, []);
  const byName = new Map<string, string[]>();
  for (const row of rows as Array<{ name: string; id: string }>) {
    byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
  }
  for (const [name, ids] of byName) await boss.fail(name, ids);
}

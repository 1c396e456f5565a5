import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database.js';
import { startJobQueue } from './queue.js';

const log = pino({ level: 'silent' });

describe('job queue', () => {
  let database: TestDatabase;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);

  beforeEach(async () => {
    database = await createTestDatabase();
    rejections.length = 0;
    process.on('unhandledRejection', onRejection);
  });
  afterEach(() => {
    process.off('unhandledRejection', onRejection);
  });

  it('runs a queued job, and fails one still running at a stop so that it runs again', async () => {
    const queue = await startJobQueue(database, { workers: true, log, shutdownWaitMs: 1_000 });
    const started: string[] = [];
    let finishSlowJob = () => {};
    await queue.define<{ label: string }>({
      name: 'probe',
      concurrency: 1,
      expireInSeconds: 60,
      retryLimit: 2,
      handler: async ({ label }) => {
        started.push(label);
        if (label === 'slow') await new Promise<void>((resolve) => (finishSlowJob = resolve));
      },
    });
    await queue.send('probe', { label: 'quick' });
    await expect.poll(() => started, { timeout: 5_000 }).toContain('quick');
    await queue.send('probe', { label: 'slow' });
    await expect.poll(() => started, { timeout: 5_000 }).toContain('slow');

    await queue.stop();
    const { rows } = await database.executeSql(`select state from pgboss.job where data->>'label' = 'slow'`, []);
    expect(rows).toEqual([{ state: 'retry' }]);

    // The job ends after the database closed, as a slow picture does at a server's shutdown.
    await database.close();
    finishSlowJob();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rejections).toEqual([]);
  });
});

import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { type JobQueue, startJobQueue } from '../jobs/queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background jobs (pg-boss): story text and pictures. */
    jobs: JobQueue;
  }
}

/** Starts the job queue with the app, and stops it (letting running jobs end) before the database closes. */
export const jobsPlugin = fp(async (app: FastifyInstance, options: { database: DatabaseHandle; workers: boolean }) => {
  const jobs = await startJobQueue(options.database, {
    workers: options.workers,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
});

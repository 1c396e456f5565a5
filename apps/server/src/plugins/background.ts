import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Runs work after the answer has left (an email, so its delay reveals nothing). The app waits
 * for it when closing, so a shutdown never cuts an email in half. A failure is logged on `log`,
 * the logger of the request that started it.
 */
export type RunInBackground = (name: string, log: FastifyBaseLogger, task: () => Promise<void>) => void;

declare module 'fastify' {
  interface FastifyInstance {
    runInBackground: RunInBackground;
    /** Resolves once nothing started with `runInBackground` is still running. */
    backgroundSettled(): Promise<void>;
  }
}

export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<void>>();
  app.decorate('runInBackground', (name: string, log: FastifyBaseLogger, task: () => Promise<void>) => {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => running.delete(run));
    running.add(run);
  });
  app.decorate('backgroundSettled', async () => {
    await Promise.all(running);
  });
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeletionBody, accountDeletionResponse, parisDateText } from '@pourquoi/shared';
import { attachment } from '../history/index.js';
import { accountExport } from './export.js';
import { deleteAccount } from './service.js';

const MINUTE = 60_000;

/** The parent's own data (French law on children's data): export all of it, or delete all of it. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/export', async (request, reply) => {
    const date = parisDateText(app.clock.now());
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', attachment(`pourquoi-mes-données-${date}.json`))
      .header('cache-control', 'no-store')
      .send(`${JSON.stringify(await accountExport(app, request.userId), null, 2)}\n`);
  });

  app.delete(
    '/',
    {
      // A stolen session must not be able to guess the password here.
      preHandler: app.limiter({
        name: 'account-delete:user',
        max: 5,
        windowMs: 15 * MINUTE,
        key: (request) => request.userId,
      }),
      schema: { body: accountDeletionBody, response: { 200: accountDeletionResponse } },
    },
    async (request) => deleteAccount(app, request.userId, request.body.password, request.log),
  );
};

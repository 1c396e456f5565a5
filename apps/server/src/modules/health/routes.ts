import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@pourquoi/shared';
import type { DatabaseHandle } from '../../db/client.js';
import { appVersion } from '../../version.js';

/** For load balancers and operators: 200 when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/health', { schema: { response: { 200: healthResponse, 503: healthResponse } } }, async (request, reply) => {
    const databaseOk = await database.ping().then(
      () => true,
      (error: unknown) => {
        request.log.error({ err: error }, 'database unreachable');
        return false;
      },
    );
    return reply.status(databaseOk ? 200 : 503).send({
      status: databaseOk ? 'ok' : 'degraded',
      version: appVersion,
      database: database.kind,
      database_ok: databaseOk,
    });
  });
};

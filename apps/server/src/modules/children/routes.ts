import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childIdParams,
  childPatchBody,
  childSchema,
  modificationStatusSchema,
  parisDay,
  testChildBody,
  childBodySchema,
} from '@pourquoi/shared';
import { parseOrThrow } from '../../lib/validation.js';
import { listChildren } from './repository.js';
import { presentChild } from './presenter.js';
import { addChild, addTestChild, editChild, modificationStatus, removeChild } from './service.js';

export const childrenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/', { schema: { response: { 200: z.array(childSchema) } } }, async (request) => {
    const now = app.clock.now();
    return (await listChildren(app.db, request.userId)).map((row) => presentChild(row, now));
  });

  // The year range moves with the calendar: the body is checked against today's schema.
  app.post(
    '/',
    { schema: { body: z.record(z.string(), z.unknown()), response: { 201: childSchema } } },
    async (request, reply) => {
      const body = parseOrThrow(childBodySchema(parisDay(app.clock.now())), request.body);
      const child = await addChild(app, request.userId, body);
      return reply.status(201).send(presentChild(child, app.clock.now()));
    },
  );

  app.post(
    '/test',
    { schema: { body: testChildBody.nullish(), response: { 201: childSchema } } },
    async (request, reply) => {
      const { age, gender } = testChildBody.parse(request.body ?? {});
      const child = await addTestChild(app, request.userId, age, gender);
      return reply.status(201).send(presentChild(child, app.clock.now()));
    },
  );

  app.get('/modification-status', { schema: { response: { 200: modificationStatusSchema } } }, async (request) =>
    modificationStatus(app, request.userId),
  );

  app.patch(
    '/:id',
    { schema: { params: childIdParams, body: childPatchBody, response: { 200: childSchema } } },
    async (request) =>
      presentChild(await editChild(app, request.userId, request.params.id, request.body), app.clock.now()),
  );

  app.delete('/:id', { schema: { params: childIdParams, response: { 204: z.null() } } }, async (request, reply) => {
    await removeChild(app, request.userId, request.params.id);
    return reply.status(204).send(null);
  });
};

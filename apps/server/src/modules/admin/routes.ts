import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMessages,
  adminUserSchema,
  adminUserUpdateBody,
  adminUsersResponse,
  auditLogResponse,
  cleanupResponse,
  discountCodeInputSchema,
  discountCodeSchema,
  discountCodesResponse,
  staffConfirmationBody,
  userDeletionResponse,
} from '@pourquoi/shared';
import { listAudit } from './audit.js';
import { cleanupDatabase } from './cleanup.js';
import { confirmStaffAction, destructiveCallLimits } from './confirmation.js';
import { createDiscountCode, deleteDiscountCode, listDiscountCodes } from './discount-codes.js';
import { deleteUser, listUsers, sendResetMail, updateUser } from './users.js';

const idParams = z.object({ id: z.uuid() });

/** `/api/admin/*` (product.md#api): the admin role only, checked on every call. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  // Both destructive calls share one counter: guessing the password through either costs the same.
  const destructiveLimiter = app.limiter(...destructiveCallLimits);

  app.get('/users', { schema: { response: { 200: adminUsersResponse } } }, async () => ({
    users: await listUsers(app),
  }));

  app.put(
    '/users/:id',
    { schema: { params: idParams, body: adminUserUpdateBody, response: { 200: adminUserSchema } } },
    async (request) => updateUser(app, request.actor, request.params.id, request.body, request.log),
  );

  // Destructive calls carry the typed phrase and the caller's password (decision 0020, product.md#d15-verified-staff).
  app.delete(
    '/users/:id',
    {
      preHandler: destructiveLimiter,
      schema: { params: idParams, body: staffConfirmationBody, response: { 200: userDeletionResponse } },
    },
    async (request) => {
      await confirmStaffAction(app, request.actor, request.body, adminMessages.deletionPhrase, request.log);
      return deleteUser(app, request.actor, request.params.id);
    },
  );

  // The console's 'Réinitialiser' (the spec's 'Reset MDP', product.md#console): the same mail as forgot-password, written in the audit log.
  app.post(
    '/users/:id/reset-password',
    { schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => sendResetMail(app, request.actor, request.params.id, request.log),
  );

  app.get('/discount-codes', { schema: { response: { 200: discountCodesResponse } } }, async () => ({
    codes: await listDiscountCodes(app),
  }));

  app.post(
    '/discount-codes',
    { schema: { body: discountCodeInputSchema, response: { 201: discountCodeSchema } } },
    async (request, reply) => reply.code(201).send(await createDiscountCode(app, request.actor, request.body)),
  );

  app.delete(
    '/discount-codes/:id',
    { schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteDiscountCode(app, request.actor, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/cleanup-database',
    { preHandler: destructiveLimiter, schema: { body: staffConfirmationBody, response: { 200: cleanupResponse } } },
    async (request) => {
      await confirmStaffAction(app, request.actor, request.body, adminMessages.cleanupPhrase, request.log);
      return cleanupDatabase(app, request.actor, request.log);
    },
  );

  app.get('/audit-log', { schema: { response: { 200: auditLogResponse } } }, async () => ({
    entries: await listAudit(app.db),
  }));
};

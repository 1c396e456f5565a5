import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mfaVerifyResponse,
  secondFactorsResponse,
  securityKeyAuthenticationBody,
  securityKeyCreationOptions,
  securityKeyIdParams,
  securityKeyRegistrationBody,
  securityKeyRegistrationOptionsBody,
  securityKeyRequestOptions,
  securityKeySchema,
} from '@pourquoi/shared';
import { authLimits } from './rate-limits.js';
import {
  authenticationOptions,
  registerSecurityKey,
  registrationOptions,
  removeSecurityKey,
  secondFactorsOf,
  verifySecurityKey,
} from './security-keys.js';

const STAFF = ['admin', 'support'] as const;

/**
 * The staff's second factors under /api/auth/mfa (ASVS 2.3.2, 4.3.1): which ones the account
 * has, a security key instead of the code, and the keys themselves. `POST /mfa/verify` (the
 * code) is in routes.ts.
 */
export const securityKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { onRequest: app.authenticate, schema: { response: { 200: secondFactorsResponse } } }, async (request) =>
    secondFactorsOf(app, request.userId),
  );

  app.post(
    '/key-options',
    {
      onRequest: app.authenticate,
      preHandler: app.limiter(...authLimits.securityKeyOptions),
      schema: { response: { 200: securityKeyRequestOptions } },
    },
    async (request) => authenticationOptions(app, request.userId),
  );

  // The key's answer to the challenge of /key-options (ASVS 4.3.1): this sign-in's access token with the proof.
  app.post(
    '/verify-key',
    {
      onRequest: app.authenticate,
      preHandler: app.limiter(...authLimits.securityKeyVerify),
      schema: { body: securityKeyAuthenticationBody, response: { 200: mfaVerifyResponse } },
    },
    // The schema bounded each field; the library checks what they hold.
    async (request) =>
      verifySecurityKey(app, request, request.body.credential as AuthenticationResponseJSON, request.log),
  );

  app.post(
    '/security-keys/options',
    {
      onRequest: app.requireStaffEnrolment(...STAFF),
      preHandler: app.limiter(...authLimits.securityKeyRegistrationOptions),
      schema: { body: securityKeyRegistrationOptionsBody, response: { 200: securityKeyCreationOptions } },
    },
    async (request) => registrationOptions(app, request, request.body.enrolment_code),
  );

  app.post(
    '/security-keys',
    {
      onRequest: app.requireStaffEnrolment(...STAFF),
      preHandler: app.limiter(...authLimits.securityKeyRegistration),
      schema: { body: securityKeyRegistrationBody, response: { 201: securityKeySchema } },
    },
    async (request, reply) => {
      const { name, enrolment_code, credential } = request.body;
      const key = await registerSecurityKey(
        app,
        request,
        { name, enrolment_code, credential: credential as RegistrationResponseJSON },
        request.log,
      );
      return reply.status(201).send(key);
    },
  );

  app.delete(
    '/security-keys/:id',
    {
      onRequest: app.requireRole(...STAFF),
      schema: { params: securityKeyIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeSecurityKey(app, request, request.params.id, request.log);
      return reply.status(204).send(null);
    },
  );
};

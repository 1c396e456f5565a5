import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  authResponse,
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  logoutBody,
  messageResponse,
  mfaVerifyBody,
  mfaVerifyResponse,
  refreshBody,
  refreshQuery,
  registerBody,
  resetPasswordBody,
  resetTokenParams,
  resetTokenValidResponse,
  tokenPairSchema,
  userSchema,
  validateResetTokenBody,
  verifyEmailBody,
} from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import { authenticateCredentials, registerAccount } from './accounts.js';
import { resendVerificationEmail, sendVerificationEmail, verifyEmail } from './email-verification.js';
import { verifyStaffCode } from './mfa.js';
import { changePassword } from './password-change.js';
import { assertResetTokenUsable, requestPasswordReset, resetPassword } from './password-reset.js';
import { presentUser } from './presenter.js';
import { authLimits } from './rate-limits.js';
import { findUserById } from './repository.js';
import { endSession, issueTokens, refreshSession } from './sessions.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      preHandler: app.limiter(...authLimits.register),
      schema: { body: registerBody, response: { 201: authResponse } },
    },
    async (request, reply) => {
      const user = await registerAccount(app, request.body);
      const tokens = await issueTokens(app, user);
      await sendVerificationEmail(app, user, request.log);
      return reply.status(201).send({ ...tokens, user: presentUser(user, app.config) });
    },
  );

  app.post(
    '/token',
    {
      preHandler: app.limiter(...authLimits.login),
      schema: { body: loginBody, response: { 200: authResponse } },
    },
    async (request) => {
      const user = await authenticateCredentials(app, request.body);
      return { ...(await issueTokens(app, user)), user: presentUser(user, app.config) };
    },
  );

  app.post(
    '/refresh',
    {
      preHandler: app.limiter(...authLimits.refresh),
      schema: { body: refreshBody, querystring: refreshQuery, response: { 200: tokenPairSchema } },
    },
    async (request) => {
      // The body only: the query schema refuses a token in the address (decision 0020).
      const token = request.body?.refresh_token;
      if (!token) throw new AppError('session_expired');
      return refreshSession(app, token);
    },
  );

  app.post('/logout', { schema: { body: logoutBody, response: { 204: z.null() } } }, async (request, reply) => {
    if (request.body?.refresh_token) await endSession(app, request.body.refresh_token);
    return reply.status(204).send(null);
  });

  app.get('/me', { onRequest: app.authenticate, schema: { response: { 200: userSchema } } }, async (request) => {
    const user = await findUserById(app.db, request.userId);
    if (!user) throw new AppError('session_expired');
    return presentUser(user, app.config);
  });

  app.post(
    '/verify-email',
    {
      preHandler: app.limiter(...authLimits.verifyEmail),
      schema: { body: verifyEmailBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await verifyEmail(app, request.body.token);
      return { message: authMessages.emailVerified };
    },
  );

  app.post(
    '/resend-verification',
    {
      onRequest: app.authenticate,
      preHandler: app.limiter(...authLimits.resendVerification),
      schema: { response: { 200: messageResponse } },
    },
    async (request) => {
      await resendVerificationEmail(app, request.userId, request.log);
      return { message: authMessages.verificationResent };
    },
  );

  app.post(
    '/forgot-password',
    {
      preHandler: app.limiter(...authLimits.forgotPassword),
      schema: { body: forgotPasswordBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email, request.log);
      return { message: 'Si un compte existe pour cette adresse, un email de réinitialisation vient de partir.' };
    },
  );

  // The spec's check, kept for its clients; the logs never see its path's token (lib/log-serializers.ts).
  app.get(
    '/validate-reset-token/:token',
    {
      preHandler: app.limiter(...authLimits.resetToken),
      schema: { params: resetTokenParams, response: { 200: resetTokenValidResponse } },
    },
    async (request) => {
      await assertResetTokenUsable(app, request.params.token);
      return { valid: true as const };
    },
  );

  // The web app's check: the token in the body, out of every URL (decision 0020).
  app.post(
    '/validate-reset-token',
    {
      preHandler: app.limiter(...authLimits.resetToken),
      schema: { body: validateResetTokenBody, response: { 200: resetTokenValidResponse } },
    },
    async (request) => {
      await assertResetTokenUsable(app, request.body.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/reset-password',
    {
      preHandler: app.limiter(...authLimits.resetToken),
      schema: { body: resetPasswordBody, response: { 200: messageResponse } },
    },
    async (request) => {
      await resetPassword(app, request.body.token, request.body.new_password, request.log);
      return { message: 'Mot de passe mis à jour' };
    },
  );

  // From the app, with the current password: answers this device's new session (ASVS 2.1.6).
  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      preHandler: app.limiter(...authLimits.changePassword),
      schema: { body: changePasswordBody, response: { 200: tokenPairSchema } },
    },
    async (request) => changePassword(app, request.userId, request.body, request.log),
  );

  // A staff member's authenticator code (ASVS 4.3.1): answers this sign-in's access token with the proof.
  app.post(
    '/mfa/verify',
    {
      onRequest: app.authenticate,
      preHandler: app.limiter(...authLimits.mfaVerify),
      schema: { body: mfaVerifyBody, response: { 200: mfaVerifyResponse } },
    },
    async (request) => verifyStaffCode(app, request, request.body.code, request.log),
  );
};

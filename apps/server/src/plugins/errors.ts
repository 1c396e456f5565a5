import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalogue, type ErrorBody, type ErrorCode } from '@pourquoi/shared';
import { AppError } from '../lib/app-error.js';

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function plain(code: ErrorCode): ErrorBody {
  return { detail: errorCatalogue[code].message, code };
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large) by status. */
const frameworkErrors: Record<number, ErrorCode> = {
  400: 'validation_error',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const jsonErrors = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/**
 * The one error handler: expected errors answer their code and French message, invalid
 * input answers 400 with the first problem and every field's message, anything else is
 * logged and answered with a generic 500 that leaks nothing.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Our own 5xx (a provider down, a key refused) still deserve the operator's attention.
      // The cause's message and stack are part of `err` (pino appends them).
      if (error.status >= 500) request.log.error({ err: error }, error.code);
      const detail = error.structured ? { error: error.code, message: error.message } : error.message;
      return send(reply, error.status, { detail, code: error.code, ...(error.fields && { fields: error.fields }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        fields[field] ??= issue.message ?? errorCatalogue.validation_error.message;
      }
      const first = error.validation[0]?.message ?? errorCatalogue.validation_error.message;
      return send(reply, 400, { detail: first, code: 'validation_error', fields });
    }
    const status = error.statusCode ?? 500;
    const known = jsonErrors.has(error.code) ? 'invalid_json' : frameworkErrors[status];
    if (status < 500 && known) {
      request.log.info({ err: error }, 'client error');
      return send(reply, status, plain(known));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, plain('internal_error'));
  });
});

import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';

/**
 * The request a piece of work belongs to, followed through awaits, background tasks and the
 * jobs a request starts: every log line it writes carries that request's id, even through
 * `app.log`, so an operator can follow one parent's action across instances and workers.
 */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}

/** pino's mixin: the id, unless the line's logger already names it (Fastify's request logger). */
export function requestIdMixin(_fields: object, _level: number, logger: Logger): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId && !('reqId' in logger.bindings()) ? { reqId } : {};
}

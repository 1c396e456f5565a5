import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * What a piece of work belongs to: the id of the request that started it (or of the job) and
 * a logger that writes that id on each line, so an operator can follow one parent's action
 * across instances and workers. Passed along, not looked up: on Node 20, AsyncLocalStorage
 * costs about a sixth of a simple request's CPU (decision 0018).
 */
export interface Trace {
  requestId: string;
  log: FastifyBaseLogger;
}

export function requestTrace(request: FastifyRequest): Trace {
  return { requestId: request.id, log: request.log };
}

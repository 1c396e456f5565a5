import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgeSafetyEventsBody,
  acknowledgeSafetyEventsResponse,
  chatBody,
  chatResponse,
  errorCatalogue,
  feedbackBody,
  feedbackResponse,
  SAFETY_EVENTS_SHOWN,
  safetyEventSchema,
  safetyVerdictSchema,
} from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/validation.js';
import { type ChatDependencies, askQuestion } from './ask-question.js';
import { recordFeedback } from './feedback.js';
import { chatLimits } from './rate-limits.js';
import { acknowledgeDistressEvents, listSafetyEvents } from './repository.js';

/**
 * Aborted when the client goes away before its answer is sent: the provider's call stops
 * with it, so nobody pays for words nobody will read (decision 0020).
 */
function abortedOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export const chatRoutes: FastifyPluginAsyncZod<{ deps: ChatDependencies }> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const limited = app.limiter(...chatLimits(app.config.chatLimits));

  app.post(
    '/chat',
    { preHandler: limited, schema: { body: chatBody, response: { 200: chatResponse } } },
    async (request, reply) => {
      const signal = abortedOnClose(reply);
      try {
        return await askQuestion(app, deps, request.userId, request.body, { signal });
      } catch (error) {
        if (!signal.aborted) throw error;
        request.log.info('the client left before its answer: the provider call was stopped');
        return reply.hijack();
      }
    },
  );

  /**
   * The same question, answered as server-sent events: `text` events carry screened words as
   * they come, `replace` swaps what was shown for a safe answer, `done` carries the ids, and
   * `error` a French message. Refusals before any word (plan, child) answer plain JSON errors.
   * A client that goes away stops the provider's answer, and nothing of it is kept.
   */
  app.post('/chat/stream', { preHandler: limited, schema: { body: chatBody } }, async (request, reply) => {
    const signal = abortedOnClose(reply);
    let started = false;
    const send = (event: string, data: unknown) => {
      if (!started) {
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        });
        started = true;
      }
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      const result = await askQuestion(app, deps, request.userId, request.body, {
        onText: (text) => send('text', { text }),
        onReplace: (text) => send('replace', { text }),
        signal,
      });
      send('done', result);
    } catch (error) {
      if (signal.aborted) {
        request.log.info('the client left before its answer: the provider call was stopped');
        if (!started) reply.hijack();
        reply.raw.end();
        return reply;
      }
      if (!started) throw error;
      request.log.error({ err: error }, 'answer stream failed');
      const known = error instanceof AppError ? error : undefined;
      send('error', {
        code: known?.code ?? 'internal_error',
        message: known?.message ?? errorCatalogue.internal_error.message,
      });
    }
    if (started) reply.raw.end();
  });

  /** What safety redirected or answered with care (product.md#d10-safety-screening): the parent sees it. */
  app.get('/safety-events', { schema: { response: { 200: z.array(safetyEventSchema) } } }, async (request) =>
    (await listSafetyEvents(app.db, request.userId, SAFETY_EVENTS_SHOWN)).map((event) => ({
      id: event.id,
      created_at: event.createdAt.toISOString(),
      child_id: event.childId,
      child_name: event.childName,
      stage: event.stage === 'answer' ? ('answer' as const) : ('question' as const),
      verdict: safetyVerdictSchema.catch('refuse').parse(event.verdict),
      category: event.category,
      question: event.question,
      acknowledged_at: event.acknowledgedAt?.toISOString() ?? null,
    })),
  );

  /** « J'ai pris connaissance » on home's distress notice: those events stop showing there. */
  app.post(
    '/safety-events/acknowledge',
    { schema: { body: acknowledgeSafetyEventsBody, response: { 200: acknowledgeSafetyEventsResponse } } },
    async (request) => {
      const at = app.clock.now();
      // Ids are UUIDs: anything else names no event of this family.
      const ids = request.body.ids.filter(isUuid);
      const acknowledged = ids.length > 0 ? await acknowledgeDistressEvents(app.db, request.userId, ids, at) : 0;
      return { acknowledged, acknowledged_at: at.toISOString() };
    },
  );

  app.post('/feedback', { schema: { body: feedbackBody, response: { 200: feedbackResponse } } }, async (request) =>
    recordFeedback(app, request.userId, request.body),
  );
};

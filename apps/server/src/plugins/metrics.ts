import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../lib/app-error.js';
import { providerRegistry } from '../lib/metrics.js';

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * `GET /metrics` for Prometheus: request durations by route, the job queues' depth, the AI
 * providers' latency and errors, and the process's own figures. With METRICS_TOKEN set, the
 * scraper must send it as a bearer token.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { token: string | undefined }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'pourquoi_' });
  const requestDuration = new Histogram({
    name: 'pourquoi_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'pourquoi_job_queue_depth',
    help: 'Background jobs waiting or running, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, depth] of Object.entries(await app.jobs.depths())) this.set({ queue }, depth);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, not its URL: one series per route, whatever the ids.
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (options.token) {
      const given = request.headers.authorization?.replace(/^Bearer /i, '') ?? '';
      if (!sameSecret(given, options.token)) throw new AppError('not_authenticated');
    }
    const merged = Registry.merge([registry, providerRegistry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
});

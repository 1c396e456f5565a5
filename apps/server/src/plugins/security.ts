import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once: the same options always give the same headers, and
 * building them on every request (as the Fastify wrapper does) cost about 5% of a simple read.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let settled = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    settled = true;
  });
  if (!settled) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * Strict headers on every answer. The web app is built without inline scripts, so the
 * policy allows scripts from this origin only.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.env === 'production',
  });
  // CORS: the web app is served from APP_URL itself; no other site's pages may call the API.
  // One allowed origin makes the answer the same for every request, so it is a fixed header.
  headers['access-control-allow-origin'] = app.config.appUrl;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.options('*', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(204).headers(preflightHeaders).send(),
  );
});

/** A browser's preflight: the methods and headers the web app sends, remembered 10 minutes. */
const preflightHeaders = {
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
  'access-control-allow-headers': 'authorization, content-type, x-request-id',
  'access-control-max-age': '600',
};

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
 * What an API answer needs (OWASP REST Security Cheat Sheet, « Security headers »; docs/security.md):
 * JSON is never a page, so the policies of documents (scripts, opener, DNS prefetch…) say nothing
 * to it; a family's data is never kept in a browser's or a proxy's cache; no page may frame it.
 */
export const apiHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  // A route that may be kept (a story's picture) says so itself.
  'cache-control': 'no-store',
};

/** Whether a request is for the API, whose answers are data, not pages. */
const isApi = (url: string) => url.startsWith('/api/') || url === '/api';

/**
 * Strict headers on every answer: the pages' and static files' from helmet (the web app is
 * built without inline scripts, so the policy allows scripts from this origin only), the API's
 * its own (`apiHeaders`).
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
  const hsts = headers['strict-transport-security'];
  const api: Record<string, string> = {
    ...apiHeaders,
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
    // CORS: the web app is served from APP_URL itself; no other site's pages may call the API.
    // One allowed origin makes the answer the same for every request, so it is a fixed header.
    'access-control-allow-origin': app.config.appUrl,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? api : headers);
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

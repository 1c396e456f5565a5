import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error.js';

/**
 * Serves the built web app at `/` when it exists, with every unknown non-API path falling
 * back to index.html (the router decides); unknown `/api` paths answer a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const hasWebApp = existsSync(join(options.root, 'index.html'));
  const assetsDir = join(options.root, 'assets');
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/build/precompress.ts): sent as they are
      // to browsers that accept them, with no compression work per request.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/: cache it for a year.
        reply.header('cache-control', path.includes(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing fingerprinted file is a real 404, never the page.
    const isPagePath = !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/assets/');
    if (hasWebApp && wantsPage && isPagePath) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('not_found');
  });
});

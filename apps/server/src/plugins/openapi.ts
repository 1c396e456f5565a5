import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '../version.js';

/**
 * The API described from the routes' own zod schemas (OpenAPI 3.1), served at `/api/docs`:
 * registered before the routes so every one of them is seen.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pourquoi API',
        description: 'Children’s questions, illustrated stories, subscriptions and administration.',
        version: appVersion,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
});

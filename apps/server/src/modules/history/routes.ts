import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advancedStatsSchema,
  childExportQuery,
  childStatsResponse,
  conversationListQuery,
  conversationSchema,
  messageFavoriteBody,
  messageFavoriteParams,
  messageFavoriteResponse,
  parisDateText,
} from '@pourquoi/shared';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/validation.js';
import { presentConversation } from '../chat/index.js';
import { listChildren } from '../children/index.js';
import { attachment, exportBody, fileSlug } from './export.js';
import { setMessageFavorite } from './repository.js';
import { childExport, familyHistory, ownChild, requirePermission } from './service.js';
import { advancedStats, familyStats } from './stats.js';
import { recordExport } from './usage-repository.js';

const childParams = z.object({ id: z.string().max(100) });
const messageNotFound = () => new AppError('not_found', { message: 'Message introuvable' });

/** History (product.md#history), statistics and a child's data (product.md#permissions). */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/conversations',
    { schema: { querystring: conversationListQuery, response: { 200: z.array(conversationSchema) } } },
    async (request) => {
      const names = new Map((await listChildren(app.db, request.userId)).map((child) => [child.id, child.name]));
      const { child_id: childId, q, favorites } = request.query;
      if (childId !== undefined && !names.has(childId)) return [];
      const rows = await familyHistory(app, request.userId, { childId, q: q || undefined, favorites });
      return rows.map((row) => presentConversation(row, names.get(row.childId) ?? ''));
    },
  );

  app.put(
    '/conversations/:conversationId/messages/:messageId/favorite',
    {
      schema: {
        params: messageFavoriteParams,
        body: messageFavoriteBody,
        response: { 200: messageFavoriteResponse },
      },
    },
    async (request) => {
      const { conversationId, messageId } = request.params;
      if (!isUuid(conversationId) || !isUuid(messageId)) throw messageNotFound();
      const favorite = await setMessageFavorite(
        app.db,
        request.userId,
        { conversationId, messageId },
        request.body?.favorite,
      );
      if (favorite === undefined) throw messageNotFound();
      return { favorite };
    },
  );

  app.get('/history/stats', { schema: { response: { 200: childStatsResponse } } }, async (request) =>
    familyStats(app, request.userId),
  );

  app.get(
    '/children/:id/advanced-stats',
    { schema: { params: childParams, response: { 200: advancedStatsSchema } } },
    async (request) => {
      const child = await ownChild(app, request.userId, request.params.id);
      await requirePermission(app, request.userId, 'advanced_stats');
      return advancedStats(app, request.userId, child);
    },
  );

  app.get(
    '/children/:id/export',
    { schema: { params: childParams, querystring: childExportQuery } },
    async (request, reply) => {
      const child = await ownChild(app, request.userId, request.params.id);
      await requirePermission(app, request.userId, 'export_data');
      const { body, type, extension } = exportBody(await childExport(app, request.userId, child), request.query.format);
      await recordExport(app.db, request.userId);
      const date = parisDateText(app.clock.now());
      return reply
        .header('content-type', type)
        .header('content-disposition', attachment(`pourquoi-${fileSlug(child.name)}-${date}.${extension}`))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

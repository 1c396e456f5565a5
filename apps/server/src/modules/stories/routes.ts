import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  remainingIllustrationsResponse,
  storyFavoriteBody,
  storyFavoriteResponse,
  storyIdParams,
  storyListQuery,
  storyListResponse,
  storyProgressSchema,
  storyRequestBody,
  storySchema,
} from '@pourquoi/shared';
import { requestTrace } from '../../lib/trace.js';
import { isUuid } from '../../lib/validation.js';
import type { StoryDependencies } from './dependencies.js';
import { isPictureKey } from './picture-urls.js';
import { defineStoryJobs } from './pipeline.js';
import { presentProgress, presentSummary } from './presenter.js';
import { findIllustration, illustrationStates, listStories, setFavorite } from './repository.js';
import { drawRemaining, generateStory, loadStory, ownStory, storyNotFound } from './service.js';

/** The spec's list shows 50 at most; older stories stay in the database. */
const STORY_LIST_LIMIT = 50;
const YEAR_S = 365 * 24 * 3600;

export const storiesRoutes: FastifyPluginAsyncZod<{ deps: StoryDependencies }> = async (app, { deps }) => {
  await defineStoryJobs(app, deps);

  /** Pictures are `<img>` addresses: their signed key stands for the session (see picture-urls.ts). */
  app.get(
    '/:id/pictures/:page.png',
    {
      schema: {
        params: z.object({ id: z.string().max(100), page: z.coerce.number().int().min(0).max(100) }),
        querystring: z.object({ v: z.coerce.number().int().min(0), key: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { id, page } = request.params;
      const { v, key } = request.query;
      if (!isUuid(id) || !isPictureKey(app.config.jwtSecret, id, page, v, key)) throw storyNotFound();
      const picture = await findIllustration(app.db, id, page);
      if (!picture?.png || picture.status !== 'done') throw storyNotFound();
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', `private, max-age=${YEAR_S}, immutable`)
        .send(picture.png);
    },
  );

  app.post(
    '/generate',
    { onRequest: app.authenticate, schema: { body: storyRequestBody, response: { 200: storySchema } } },
    async (request) => generateStory(app, deps, request.userId, request.body, requestTrace(request)),
  );

  app.get(
    '/',
    { onRequest: app.authenticate, schema: { querystring: storyListQuery, response: { 200: storyListResponse } } },
    async (request) => {
      const childId = request.query.child_id;
      if (childId !== undefined && !isUuid(childId)) return [];
      const rows = await listStories(app.db, request.userId, { childId, limit: STORY_LIST_LIMIT });
      const states = await illustrationStates(
        app.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => presentSummary(row, states.get(row.id) ?? [], app.config.jwtSecret));
    },
  );

  app.get(
    '/:id',
    { onRequest: app.authenticate, schema: { params: storyIdParams, response: { 200: storySchema } } },
    async (request) => loadStory(app, await ownStory(app, request.userId, request.params.id)),
  );

  app.get(
    '/:id/progress',
    { onRequest: app.authenticate, schema: { params: storyIdParams, response: { 200: storyProgressSchema } } },
    async (request) => {
      const story = await ownStory(app, request.userId, request.params.id);
      const states = await illustrationStates(app.db, [story.id]);
      return presentProgress(story, states.get(story.id) ?? []);
    },
  );

  app.post(
    '/:id/generate-remaining-illustrations',
    {
      onRequest: app.authenticate,
      schema: { params: storyIdParams, response: { 200: remainingIllustrationsResponse } },
    },
    async (request) => drawRemaining(app, request.userId, request.params.id, requestTrace(request)),
  );

  app.put(
    '/:id/favorite',
    {
      onRequest: app.authenticate,
      schema: { params: storyIdParams, body: storyFavoriteBody, response: { 200: storyFavoriteResponse } },
    },
    async (request) => {
      const story = await ownStory(app, request.userId, request.params.id);
      const favorite = await setFavorite(app.db, request.userId, story.id, request.body?.is_favorite);
      if (favorite === undefined) throw storyNotFound();
      return { is_favorite: favorite };
    },
  );
};

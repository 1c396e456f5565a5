import type { FastifyInstance } from 'fastify';
import { type StoryDuration, picturedPages, storyLengthFor, storyThemeSchema, storyTypeSchema } from '@pourquoi/shared';
import type { Safety } from '@pourquoi/safety';
import type { Database } from '../../db/client.js';
import type { JobContext } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import { screeningWithoutNames } from '../chat/index.js';
import { addStoryCredits } from '../monetization/index.js';
import type { StoryDependencies } from './dependencies.js';
import { heroSheets, storyNames } from './heroes.js';
import { signalStory } from './signals.js';
import {
  completeIfDrawn,
  findIllustration,
  findStory,
  insertPendingIllustrations,
  markIllustrationFailed,
  saveIllustration,
  updateStory,
  type StoryRow,
} from './repository.js';
import type { Scene, StoryText } from './text/types.js';

export const WRITE_STORY = 'story-write';
export const DRAW_PICTURE = 'story-picture';

export interface PictureJob {
  storyId: string;
  page: number;
}

const unsafeStory = "Cette histoire n'a pas passé notre contrôle de sécurité. Essayez avec un autre thème.";

/** The durable pipeline (product.md#d12-story-pictures): a job writes the text, then one job per picture. */
export async function defineStoryJobs(app: FastifyInstance, deps: StoryDependencies) {
  await app.jobs.define<{ storyId: string }>({
    name: WRITE_STORY,
    concurrency: 2,
    expireInSeconds: 300,
    retryLimit: 2,
    handler: ({ storyId }, context) => writeStory(app, deps, storyId, context),
  });
  await app.jobs.define<PictureJob>({
    name: DRAW_PICTURE,
    concurrency: deps.pictureConcurrency,
    expireInSeconds: 180,
    retryLimit: 2,
    handler: (job, context) => drawPicture(app, deps, job, context),
  });
}

/** Read as the child will read it, names included; a provider asked about it reads placeholders. */
async function isSafe(safety: Safety, story: StoryText, age: number): Promise<boolean> {
  for (const text of [story.title, ...story.pages]) {
    if ((await safety.screenAnswer(text, { age })).verdict !== 'allow') return false;
  }
  return true;
}

/** A wrong key will not fix itself; safety said no twice: no retry for those. */
const isFinal = (error: unknown) =>
  error instanceof AppError && (error.code === 'ai_misconfigured' || error.message === unsafeStory);

async function writeStory(
  app: FastifyInstance,
  deps: StoryDependencies,
  storyId: string,
  { lastAttempt, trace }: JobContext,
) {
  const story = await findStory(app.db, storyId);
  if (!story || story.status !== 'writing') return;
  const ages = story.heroes.map((hero) => hero.age);
  const duration = story.duration as StoryDuration;
  try {
    const names = await storyNames(app.db, story, app.clock.now());
    const safety = screeningWithoutNames(deps.safety, names);
    const request = {
      heroes: story.heroes,
      includeChildren: story.includeChildren,
      storyType: storyTypeSchema.parse(story.storyType),
      theme: storyThemeSchema.parse(story.theme),
      duration,
      length: storyLengthFor(duration, ages),
      prompt: story.prompt,
      names,
    };
    let text = await deps.text.write(request);
    if (!(await isSafe(safety, text, Math.min(...ages)))) {
      text = await deps.text.write({ ...request, retry: true });
      if (!(await isSafe(safety, text, Math.min(...ages))))
        throw new AppError('ai_unavailable', { message: unsafeStory });
    }
    // A page without a scene of its own is taken for a new one: it is drawn rather than guessed.
    const drawn = [
      0,
      ...picturedPages(text.pages.map((_, index) => text.scenes[index] ?? { setting: `page-${index}`, timeOfDay: '' })),
    ];
    await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await updateStory(tx, storyId, {
        title: text.title,
        pages: text.pages,
        scenes: text.scenes,
        status: 'illustrating',
      });
      // Page 0 is the cover; beyond 12 pages, one picture per scene (product.md#d12-story-pictures).
      await insertPendingIllustrations(tx, storyId, drawn);
    });
    signalStory(storyId);
    trace.log.info(
      { storyId, pages: text.pages.length, pictures: drawn.length },
      'story written; drawing its pictures',
    );
    await app.jobs.sendMany<PictureJob>(
      DRAW_PICTURE,
      drawn.map((page) => ({ storyId, page })),
      { trace },
    );
  } catch (error) {
    if (!lastAttempt && !isFinal(error)) throw error;
    trace.log.error({ err: error, storyId }, 'story could not be written');
    await failStory(app.db, story, error instanceof AppError ? error.message : "L'histoire n'a pas pu être écrite.");
    signalStory(storyId);
  }
}

/** A story that could not be written does not count; a credit spent on it comes back. */
async function failStory(db: Database, story: StoryRow, message: string) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await updateStory(tx, story.id, { status: 'failed', error: message });
    if (story.usedCredit) {
      await addStoryCredits(tx, story.userId, 1);
    }
  });
}

function sceneOf(story: StoryRow, page: number): Scene {
  const scenes = story.scenes as Scene[];
  if (page > 0 && scenes[page - 1]) return scenes[page - 1]!;
  // The cover: everyone together where the story begins, in daylight.
  return {
    setting: scenes[0]?.setting ?? 'meadow',
    timeOfDay: 'day',
    action: 'celebrate',
    props: scenes[0]?.props ?? [],
  };
}

async function drawPicture(
  app: FastifyInstance,
  deps: StoryDependencies,
  job: PictureJob,
  { lastAttempt, trace }: JobContext,
) {
  const picture = await findIllustration(app.db, job.storyId, job.page);
  const story = picture?.status === 'pending' ? await findStory(app.db, job.storyId) : undefined;
  if (!picture || !story) return;
  const scene = sceneOf(story, job.page);
  try {
    const [heroes, names] = await Promise.all([
      heroSheets(app.db, deps.sheets, story.heroes, { storyId: story.id, includeChildren: story.includeChildren }),
      storyNames(app.db, story, app.clock.now()),
    ]);
    // An image prompt never carries a name (decision 0020): the heroes are their placeholders there.
    const png = await deps.images.draw({
      theme: scene.theme ?? storyThemeSchema.parse(story.theme),
      scene: scene.place ? { ...scene, place: names.hide(scene.place) } : scene,
      heroes,
      heroNames: story.includeChildren ? story.heroes.map((hero) => names.placeholderOf(hero.name)) : [],
      text: job.page > 0 ? names.hide(story.pages[job.page - 1] ?? '') : '',
      title: names.hide(story.title),
      cover: job.page === 0,
      seed: Number.parseInt(story.id.slice(0, 8), 16) + job.page * 7919,
    });
    await saveIllustration(app.db, job.storyId, job.page, png);
  } catch (error) {
    if (!lastAttempt && !isFinal(error)) throw error;
    trace.log.error({ err: error, storyId: job.storyId, page: job.page }, 'picture could not be drawn');
    await markIllustrationFailed(app.db, job.storyId, job.page);
  }
  await completeIfDrawn(app.db, job.storyId);
  signalStory(job.storyId);
}

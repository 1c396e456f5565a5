import { type Story, type StoryRequestBody, storyChildIds, storyQuota } from '@pourquoi/shared';
import type { Database } from '../../db/client.js';
import type { Config } from '../../env.js';
import type { JobQueue } from '../../jobs/queue.js';
import { AppError } from '../../lib/app-error.js';
import type { Trace } from '../../lib/trace.js';
import { isUuid } from '../../lib/validation.js';
import { localRules } from '@pourquoi/safety';
import { type ChildNames, childNotFound, familyNames, listChildren } from '../children/index.js';
import { screeningWithoutNames } from '../chat/index.js';
import { type FamilyDependencies, loadFamily, loadFamilyLocked } from '../family/index.js';
import { addStoryCredits } from '../monetization/index.js';
import type { StoryDependencies } from './dependencies.js';
import { type StoredHero, chosenHeroes } from './heroes.js';
import { storySignalOrTimeout } from './signals.js';
import { DRAW_PICTURE, WRITE_STORY, type PictureJob } from './pipeline.js';
import { presentStory } from './presenter.js';
import {
  drawnIllustrations,
  findOwnStory,
  findStory,
  illustrationStates,
  insertStory,
  reopenMissingIllustrations,
  updateStory,
  type StoryRow,
} from './repository.js';

/** What the story service uses of the app (a FastifyInstance has it all). */
export interface StoryServiceDependencies extends FamilyDependencies {
  jobs: Pick<JobQueue, 'send' | 'sendMany'>;
  /** Signs the pictures' addresses. */
  config: Pick<Config, 'jwtSecret'>;
}

/** The client gives up after 300 s (product.md#timings-and-constants): answer before it does. */
export const WRITING_WAIT_MS = 280_000;
export const REMAINING_WAIT_MS = 60_000;
const POLL_MS = 200;

export const storyNotFound = () => new AppError('not_found', { message: 'Histoire introuvable' });

const promptRefused = () =>
  new AppError('validation_error', {
    message: "Cette idée d'histoire ne convient pas aux enfants. Choisissez-en une autre.",
    fields: { prompt: "Cette idée d'histoire ne convient pas aux enfants." },
  });

/** Reads the story until `done` says so or time runs out; stored state only, so any instance may have worked on it. */
async function waitFor(
  service: StoryServiceDependencies,
  storyId: string,
  done: (story: StoryRow) => Promise<boolean> | boolean,
  ms: number,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const story = await findStory(service.db, storyId);
    if (!story) throw storyNotFound();
    if ((await done(story)) || Date.now() >= deadline) return story;
    await storySignalOrTimeout(storyId, POLL_MS);
  }
}

export async function loadStory(service: StoryServiceDependencies, story: StoryRow): Promise<Story> {
  const [states, drawn] = await Promise.all([
    illustrationStates(service.db, [story.id]),
    drawnIllustrations(service.db, story.id),
  ]);
  return presentStory(story, states.get(story.id) ?? [], drawn, service.config.jwtSecret);
}

export async function ownStory(service: StoryServiceDependencies, userId: string, storyId: string): Promise<StoryRow> {
  const story = isUuid(storyId) ? await findOwnStory(service.db, userId, storyId) : undefined;
  if (!story) throw storyNotFound();
  return story;
}

/**
 * `POST /api/stories/generate`: the quota first, then the story is queued and written by a
 * job; the answer waits for the text (pictures follow, page by page).
 */
export async function generateStory(
  service: StoryServiceDependencies,
  deps: StoryDependencies,
  userId: string,
  body: StoryRequestBody,
  trace: Trace,
): Promise<Story> {
  const ids = storyChildIds(body);
  if (!ids.every(isUuid)) throw childNotFound();
  const now = service.clock.now();
  const family = await listChildren(service.db, userId);
  const heroes = chosenHeroes(family, ids, now);
  // The quota first: a family with no story left gets its answer before any screening runs.
  if (!storyQuota((await loadFamily(service, userId)).state).allowed) throw new AppError('story_not_allowed');
  const prompt = body.prompt?.trim() || null;
  await screenStoryWords(deps, prompt, heroes, familyNames(heroes, family, now));

  const story = await service.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { state } = await loadFamilyLocked(service, userId, tx);
    const quota = storyQuota(state);
    // A plain detail: the spec's client looks for 'non autorisée' in it.
    if (!quota.allowed) throw new AppError('story_not_allowed');
    if (quota.usesCredit) {
      await addStoryCredits(tx, userId, -1);
    }
    return insertStory(tx, {
      userId,
      theme: body.theme,
      storyType: body.story_type,
      duration: body.duration,
      includeChildren: body.include_children,
      prompt,
      heroes,
      provider: deps.text.kind,
      usedCredit: quota.usesCredit,
      createdAt: now,
    });
  });
  await service.jobs.send(WRITE_STORY, { storyId: story.id }, { trace });

  const written = await waitFor(service, story.id, (current) => current.status !== 'writing', WRITING_WAIT_MS);
  if (written.status === 'failed') {
    throw new AppError('ai_unavailable', { message: written.error ?? "L'histoire n'a pas pu être écrite." });
  }
  return loadStory(service, written);
}

/**
 * The wish and every hero's name go through the screening the chat uses (decision 0019): the wish
 * reaches a writing model, and a name, which the child will read in the story, is words like
 * any other. Names stay home (decision 0020): they meet the local rules only, and the wish reaches
 * MODERATION's provider with placeholders. Worded for the youngest.
 */
async function screenStoryWords(
  deps: StoryDependencies,
  prompt: string | null,
  heroes: StoredHero[],
  names: ChildNames,
) {
  const context = { age: Math.min(...heroes.map((hero) => hero.age)), purpose: 'story' as const };
  const screenings = await Promise.all([
    ...(prompt ? [screeningWithoutNames(deps.safety, names).screenQuestion(prompt, context)] : []),
    ...heroes.map(async (hero) => localRules.screenQuestion(hero.name, context)),
  ]);
  if (screenings.some((screening) => screening.verdict === 'refuse' || screening.verdict === 'distress')) {
    throw promptRefused();
  }
}

/** Pictures still missing (or failed) are queued again, then the answer waits a while for them. */
export async function drawRemaining(service: StoryServiceDependencies, userId: string, storyId: string, trace: Trace) {
  const story = await ownStory(service, userId, storyId);
  if (story.status !== 'writing' && story.status !== 'failed') {
    const pages = await reopenMissingIllustrations(service.db, story.id);
    if (pages.length > 0) {
      if (story.status === 'complete') await updateStory(service.db, story.id, { status: 'illustrating' });
      await service.jobs.sendMany<PictureJob>(
        DRAW_PICTURE,
        pages.map((page) => ({ storyId: story.id, page })),
        { trace },
      );
      await waitFor(
        service,
        story.id,
        async () => {
          const states = (await illustrationStates(service.db, [story.id])).get(story.id) ?? [];
          return states.every((picture) => picture.status !== 'pending');
        },
        REMAINING_WAIT_MS,
      );
    }
  }
  const full = await loadStory(service, (await findStory(service.db, story.id)) ?? story);
  return {
    page_illustrations: full.page_illustrations,
    illustrations_status: full.illustrations_status,
    pending_illustrations: full.pending_illustrations,
  };
}

import type { Story, StoryProgress, StorySummary } from '@pourquoi/shared';
import { pictureSourceOf, storyProgressPercent, storyThemeSchema, storyTypeSchema } from '@pourquoi/shared';
import { pictureUrl } from './picture-urls.js';
import type { IllustrationState, StoryRow } from './repository.js';

/**
 * The pictures' rows are the truth: the story row turns 'complete' a moment after the last
 * picture is saved (a separate statement, so two workers finishing together cannot both miss
 * it), and a reader polling in between must not see every picture drawn but the story not done.
 */
function status(row: StoryRow, pictures: IllustrationState[]) {
  if (row.status === 'illustrating') {
    return pictures.some((picture) => picture.status === 'pending') ? 'illustrating' : 'complete';
  }
  return row.status === 'complete' || row.status === 'failed' ? row.status : 'writing';
}

/** Page 0 is the cover: the spec's map counts pages from 1, as the reader shows them. */
function pictureState(row: StoryRow, pictures: IllustrationState[]) {
  const pages = pictures.filter((picture) => picture.page > 0);
  const done = pictures.filter((picture) => picture.status === 'done');
  const pending = pictures.filter((picture) => picture.status === 'pending').length;
  const failed = pictures.some((picture) => picture.status === 'failed');
  const illustrationsStatus: Story['illustrations_status'] =
    row.status === 'writing' || pending > 0 ? 'pending' : failed ? 'failed' : 'complete';
  return { pages, done, pending, illustrationsStatus };
}

/**
 * Every page's picture address: its own, or in a story of more than 12 pages its scene's
 * (product.md#d12-story-pictures), so a reader needs no rule of its own.
 */
function pageUrls(row: StoryRow, state: ReturnType<typeof pictureState>, secret: string) {
  const drawn = state.pages.map((picture) => picture.page);
  const done = new Map(state.done.map((picture) => [picture.page, picture]));
  const urls: Record<string, string> = {};
  row.pages.forEach((_, index) => {
    const picture = done.get(pictureSourceOf(drawn, index + 1) ?? -1);
    if (picture) urls[String(index + 1)] = pictureUrl(secret, row.id, picture.page, picture.attempts);
  });
  return urls;
}

export function presentSummary(row: StoryRow, pictures: IllustrationState[], secret: string): StorySummary {
  const state = pictureState(row, pictures);
  const urls = pageUrls(row, state, secret);
  const cover = state.done.find((picture) => picture.page === 0);
  return {
    id: row.id,
    title: row.title,
    content: JSON.stringify({ title: row.title, pages: row.pages }),
    pages: row.pages,
    page_illustration_urls: urls,
    illustration_url: cover ? pictureUrl(secret, row.id, 0, cover.attempts) : null,
    illustrations_status: state.illustrationsStatus,
    pending_illustrations: state.pending,
    status: status(row, pictures),
    theme: storyThemeSchema.catch('surprise').parse(row.theme),
    story_type: storyTypeSchema.catch('dream').parse(row.storyType),
    duration: row.duration,
    include_children: row.includeChildren,
    children_ids: row.heroes.map((hero) => hero.id),
    children_names: row.heroes.map((hero) => hero.name),
    is_favorite: row.isFavorite,
    provider: row.provider === 'openai' ? 'openai' : 'offline',
    created_at: row.createdAt.toISOString(),
  };
}

export function presentStory(
  row: StoryRow,
  pictures: IllustrationState[],
  drawn: Array<{ page: number; png: Buffer | null }>,
  secret: string,
): Story {
  const base64 = (page: number) => drawn.find((picture) => picture.page === page)?.png?.toString('base64');
  const pageMap = Object.fromEntries(
    drawn
      .filter((picture) => picture.page > 0 && picture.png)
      .map((picture) => [String(picture.page), base64(picture.page)!]),
  );
  return {
    ...presentSummary(row, pictures, secret),
    page_illustrations: pageMap,
    illustration_base64: base64(0) ?? null,
  };
}

const progressTexts = {
  writing: "J'écris l'histoire…",
  illustrating: (done: number, total: number) => `Je dessine les illustrations : ${done} sur ${total}`,
  complete: 'Votre histoire est prête !',
  failed: "L'histoire n'a pas pu être écrite.",
};

/** From stored state only, so every instance answers the same (product.md#story-generation). */
export function presentProgress(row: StoryRow, pictures: IllustrationState[]): StoryProgress {
  const current = status(row, pictures);
  const total = pictures.length;
  const done = pictures.filter((picture) => picture.status === 'done').length;
  const settled = pictures.every((picture) => picture.status !== 'pending');
  const isComplete = current === 'failed' || (current !== 'writing' && settled);
  return {
    progress: current === 'failed' ? 100 : storyProgressPercent({ textWritten: current !== 'writing', done, total }),
    progress_text:
      current === 'writing'
        ? progressTexts.writing
        : current === 'failed'
          ? (row.error ?? progressTexts.failed)
          : settled
            ? progressTexts.complete
            : progressTexts.illustrating(done, total),
    is_complete: isComplete,
    status: current,
    pages_total: row.pages.length,
    illustrations_done: done,
    illustrations_total: total,
  };
}

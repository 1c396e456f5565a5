import {
  pageText,
  readerPages,
  storyMessages,
  type RawStoryPage,
  type ReaderPage,
  type Story,
  type StorySummary,
} from '@pourquoi/shared';
import { storyError } from './story-errors';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const strings = (value: unknown): Record<string, string> =>
  isObject(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

function rawPages(value: unknown): RawStoryPage[] {
  if (!Array.isArray(value)) return [];
  return value.filter((page): page is RawStoryPage => typeof page === 'string' || isObject(page));
}

/**
 * A story as the server answers it (product.md#api: a story object, or its fields
 * directly, perhaps under `story`), with every field the screens read. Throws the spec's
 * 'no data' or 'unexpected answer' error.
 */
export function readStory(body: unknown): Story {
  if (body === undefined || body === null || body === '') throw storyError.noData();
  if (!isObject(body)) throw storyError.unexpected();
  const raw = isObject(body.story) ? body.story : body;
  if (typeof raw.id !== 'string' && typeof raw.id !== 'number') throw storyError.unexpected();
  const pending = typeof raw.pending_illustrations === 'number' ? raw.pending_illustrations : 0;
  const status = raw.illustrations_status;
  return {
    id: String(raw.id),
    title: text(raw.title),
    content: text(raw.content),
    pages: rawPages(raw.pages).map(pageText),
    page_illustrations: strings(raw.page_illustrations),
    page_illustration_urls: strings(raw.page_illustration_urls),
    illustration_base64: typeof raw.illustration_base64 === 'string' ? raw.illustration_base64 : null,
    illustration_url: typeof raw.illustration_url === 'string' ? raw.illustration_url : null,
    illustrations_status:
      status === 'complete' || status === 'pending' || status === 'failed'
        ? status
        : pending > 0
          ? 'pending'
          : 'complete',
    pending_illustrations: pending,
    status: (raw.status as Story['status'] | undefined) ?? 'complete',
    theme: raw.theme as Story['theme'],
    story_type: raw.story_type as Story['story_type'],
    duration: typeof raw.duration === 'number' ? raw.duration : 0,
    include_children: raw.include_children !== false,
    children_ids: Array.isArray(raw.children_ids) ? raw.children_ids.map(String) : [],
    children_names: Array.isArray(raw.children_names) ? raw.children_names.map(String) : [],
    is_favorite: raw.is_favorite === true,
    provider: raw.provider === 'openai' ? 'openai' : 'offline',
    created_at: text(raw.created_at),
  };
}

/** `content` is JSON text {title, pages}, possibly wrapped in a code fence (product.md#stories). */
export function parseStoryContent(content: string): { title: string; pages: RawStoryPage[] } | null {
  const unfenced = content
    .trim()
    .replace(/^```[a-z]*\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    const parsed: unknown = JSON.parse(unfenced);
    if (Array.isArray(parsed)) return { title: '', pages: rawPages(parsed) };
    if (!isObject(parsed)) return null;
    return { title: text(parsed.title), pages: rawPages(parsed.pages) };
  } catch {
    return null;
  }
}

export type StoryBook = { ok: true; title: string; pages: ReaderPage[] } | { ok: false; message: string };

/**
 * The pages the reader shows, regrouped when they are too short (product.md#story-reader), or the
 * spec's message when the story cannot be read (section 8, story display).
 */
export function storyBook(story: Pick<Story, 'title' | 'pages' | 'content'>): StoryBook {
  let pages: RawStoryPage[] = story.pages;
  let title = story.title;
  if (pages.every((page) => !pageText(page))) {
    if (!story.content.trim()) return { ok: false, message: storyMessages.empty };
    const parsed = parseStoryContent(story.content);
    if (!parsed) return { ok: false, message: storyMessages.parseFailure };
    pages = parsed.pages;
    title ||= parsed.title;
  }
  const grouped = readerPages(pages);
  if (grouped.length === 0) return { ok: false, message: storyMessages.empty };
  return { ok: true, title, pages: grouped };
}

type Pictures = Pick<Story, 'page_illustration_urls'> & Partial<Pick<Story, 'page_illustrations'>>;

/** The picture of a stored page (from 1): its cacheable address, else its base64 bytes. */
export function pictureOf(story: Pictures, page: number): string | null {
  const key = String(page);
  const url = story.page_illustration_urls[key];
  if (url) return url;
  const base64 = story.page_illustrations?.[key];
  return base64 ? `data:image/png;base64,${base64}` : null;
}

/** The cover: its own picture, else the first page's. */
export function coverOf(
  story: Pictures & Pick<StorySummary, 'illustration_url'> & { illustration_base64?: string | null },
) {
  if (story.illustration_url) return story.illustration_url;
  if (story.illustration_base64) return `data:image/png;base64,${story.illustration_base64}`;
  return pictureOf(story, 1);
}

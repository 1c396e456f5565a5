import { STORY_LENGTH_TOLERANCE, type StoryDuration, storyWordsFor } from '@pourquoi/shared';

/**
 * How many tokens each kind of model call may write (decision 0020: every call sends `max_tokens`,
 * so one call's cost is bounded). Sized from what the answer or the story needs, at about 1.6
 * tokens a French word, plus a margin for a model that writes a little past its aim.
 */
export const TOKENS_PER_FRENCH_WORD = 1.6;
const MARGIN = 1.25;

const tokensFor = (words: number) => Math.ceil(words * TOKENS_PER_FRENCH_WORD * MARGIN);

/** The deepest age band (« approfondie ») asks two or three paragraphs: 500 words is ample. */
const CHAT_ANSWER_WORDS = 500;
/** A chat answer or a follow-up's. */
export const CHAT_ANSWER_MAX_TOKENS = tokensFor(CHAT_ANSWER_WORDS);

/** The guard answers one small JSON object (`{"verdict":"unsafe","category":"…"}`). */
export const GUARD_MAX_TOKENS = 60;

/** What a page's JSON holds besides its text (setting, time of day, action, props), and the title. */
const STORY_JSON_TOKENS_PER_PAGE = 40;
const STORY_TITLE_TOKENS = 40;
/** A story of this duration and pages as JSON: its longest allowed text, each page's scene and the title. */
export function storyMaxTokens(duration: StoryDuration, pages: number): number {
  const words = storyWordsFor(duration) * (1 + STORY_LENGTH_TOLERANCE);
  return tokensFor(words) + pages * STORY_JSON_TOKENS_PER_PAGE + STORY_TITLE_TOKENS;
}

import { type AgeBandId, ageBandFor } from '../chat/age-bands.js';
import type { StoryDuration } from './catalogue.js';

/** Pages have 2 to 4 sentences (spec 001 section 9). */
export const MIN_SENTENCES_PER_PAGE = 2;
export const MAX_SENTENCES_PER_PAGE = 4;
/** When the number of pages is not known yet, 5 pictures are assumed (spec 001 section 9). */
export const ASSUMED_ILLUSTRATION_COUNT = 5;

export interface StoryLength {
  pages: number;
  sentencesPerPage: number;
}

/** DESIGN decision 13: a bedtime reading pace of 115 words a minute, within 15 %. */
export const STORY_WORDS_PER_MINUTE = 115;
export const STORY_LENGTH_TOLERANCE = 0.15;
/**
 * Words in a sentence of a children's story, as the offline writer writes them (9.4 to 9.8
 * across the age bands, `bench/story-quality.ts`): what turns a word count into pages.
 */
export const WORDS_PER_STORY_SENTENCE = 10;

/**
 * Sentences a page holds, by the youngest listener: a small child looks long at each picture,
 * so pages are short; from 9, pages hold the spec's most. A longer reading time makes more
 * pages, never longer ones (issue 22).
 */
const sentencesPerPageFor: Record<AgeBandId, number> = { up_to_5: 3, '6_to_8': 3, '9_to_12': 4, '13_plus': 4 };

/** The words a story of this duration holds, read aloud at the bedtime pace. */
export const storyWordsFor = (duration: StoryDuration): number => duration * STORY_WORDS_PER_MINUTE;

/** The length of a story for these listeners: the youngest sets the pace. */
export function storyLengthFor(duration: StoryDuration, ages: readonly number[]): StoryLength {
  const youngest = ages.length > 0 ? Math.min(...ages) : 6;
  const sentencesPerPage = sentencesPerPageFor[ageBandFor(youngest).id];
  const pages = Math.round(storyWordsFor(duration) / (sentencesPerPage * WORDS_PER_STORY_SENTENCE));
  return { pages, sentencesPerPage };
}

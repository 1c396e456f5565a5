import { type AgeBandId, ageBandFor } from '../chat/age-bands.js';
import type { StoryDuration } from './catalogue.js';

/** Pages have 2 to 4 sentences (product.md#story-length). */
export const MIN_SENTENCES_PER_PAGE = 2;
export const MAX_SENTENCES_PER_PAGE = 4;
/** When the number of pages is not known yet, 5 pictures are assumed (product.md#story-length). */
export const ASSUMED_ILLUSTRATION_COUNT = 5;

export interface StoryLength {
  pages: number;
  sentencesPerPage: number;
}

/** product.md#d13-story-length: a bedtime reading pace of 115 words a minute, within 15 %. */
export const STORY_WORDS_PER_MINUTE = 115;
export const STORY_LENGTH_TOLERANCE = 0.15;
/**
 * A page of a children's story, by the youngest listener: a small child looks long at each
 * picture, so pages are short; from 9, pages hold the spec's most. Words a sentence as the
 * offline writer writes them (9.8 to 10.2 under 9, 10.9 from 9: `bench/story-quality.ts`):
 * what turns a word count into pages. A longer reading time makes more pages, never longer
 * ones (decision 0027).
 */
const pageShapes: Record<AgeBandId, { sentences: number; wordsPerSentence: number }> = {
  up_to_5: { sentences: 3, wordsPerSentence: 10 },
  '6_to_8': { sentences: 3, wordsPerSentence: 10 },
  '9_to_12': { sentences: 4, wordsPerSentence: 11 },
  '13_plus': { sentences: 4, wordsPerSentence: 11 },
};

/** The words a story of this duration holds, read aloud at the bedtime pace. */
export const storyWordsFor = (duration: StoryDuration): number => duration * STORY_WORDS_PER_MINUTE;

const pageShapeFor = (ages: readonly number[]) => pageShapes[ageBandFor(ages.length > 0 ? Math.min(...ages) : 6).id];

/** The words of a page for these listeners: a writer of longer sentences writes fewer of them. */
export function storyPageWords(ages: readonly number[]): number {
  const shape = pageShapeFor(ages);
  return shape.sentences * shape.wordsPerSentence;
}

/** The length of a story for these listeners: the youngest sets the pace. */
export function storyLengthFor(duration: StoryDuration, ages: readonly number[]): StoryLength {
  const pages = Math.round(storyWordsFor(duration) / storyPageWords(ages));
  return { pages, sentencesPerPage: pageShapeFor(ages).sentences };
}

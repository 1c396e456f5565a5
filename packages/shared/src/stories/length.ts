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

/**
 * How long a story is, read aloud to its youngest listener. A small child listens slowly
 * (about 90 words a minute) and looks long at each picture, so pages are short; an older
 * child follows 130 to 150 words a minute with longer sentences, so pages hold more.
 * Beyond about 22 pages a book tires and costs many pictures: longer reading times then
 * grow the pages rather than their number.
 */
export const storyLengths: Record<AgeBandId, Record<StoryDuration, StoryLength>> = {
  up_to_5: {
    5: { pages: 8, sentencesPerPage: 2 },
    10: { pages: 14, sentencesPerPage: 2 },
    15: { pages: 18, sentencesPerPage: 3 },
    20: { pages: 22, sentencesPerPage: 3 },
  },
  '6_to_8': {
    5: { pages: 7, sentencesPerPage: 3 },
    10: { pages: 12, sentencesPerPage: 3 },
    15: { pages: 16, sentencesPerPage: 3 },
    20: { pages: 20, sentencesPerPage: 4 },
  },
  '9_to_12': {
    5: { pages: 6, sentencesPerPage: 3 },
    10: { pages: 10, sentencesPerPage: 4 },
    15: { pages: 14, sentencesPerPage: 4 },
    20: { pages: 18, sentencesPerPage: 4 },
  },
  '13_plus': {
    5: { pages: 5, sentencesPerPage: 4 },
    10: { pages: 9, sentencesPerPage: 4 },
    15: { pages: 13, sentencesPerPage: 4 },
    20: { pages: 16, sentencesPerPage: 4 },
  },
};

/** The length of a story for these listeners: the youngest sets the pace. */
export function storyLengthFor(duration: StoryDuration, ages: readonly number[]): StoryLength {
  const youngest = ages.length > 0 ? Math.min(...ages) : 6;
  return storyLengths[ageBandFor(youngest).id][duration];
}

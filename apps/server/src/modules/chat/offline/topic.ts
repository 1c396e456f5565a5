import type { AgeBandId } from '@pourquoi/shared';

/** One question children ask, with the words that find it and an answer for each age band. */
export interface Topic {
  /** Stable: saved with each offline answer, so it never changes once shipped. */
  id: string;
  /** The question as a parent would read it in a list. */
  title: string;
  /** How children and parents type it: plain, with or without accents, in SMS spelling, as single keywords. */
  phrasings: string[];
  /** Each answer honours its band (`ageBands`): words, length and number of examples. */
  answers: Record<AgeBandId, string>;
}

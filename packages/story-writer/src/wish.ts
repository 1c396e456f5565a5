import type { Line } from './types.js';
import type { PropKey } from './vocabulary.js';

/** An element of the parent's wish as the story weaves it: introduced early, recalled, said again at the end. */
export interface Wish {
  /** Folded words (no accents, lower case) that name it. */
  words: string[];
  prop?: PropKey;
  intro: Line;
  /** Said once in the middle of the story: a named element stays present (wish-names.ts). */
  recall?: Line;
  ending: Line;
}

import { SIMPLE_WORDING_MAX_AGE } from '@pourquoi/shared';

/** product.md#answers-by-age-band: messages are worded for up to 6, 7 to 10, and 11 and over. */
export type WordingBand = 'up_to_6' | '7_to_10' | '11_plus';

/** The last age of the middle band; sex-education words beyond the basics start after it. */
export const MIDDLE_WORDING_MAX_AGE = 10;

export function wordingBand(age: number): WordingBand {
  // An unknown age (NaN) gets the simplest words: they are safe for every child.
  if (!(age > SIMPLE_WORDING_MAX_AGE)) return 'up_to_6';
  if (age <= MIDDLE_WORDING_MAX_AGE) return '7_to_10';
  return '11_plus';
}

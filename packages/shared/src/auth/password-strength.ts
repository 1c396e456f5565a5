import { PASSWORD_MIN_LENGTH } from '../limits.js';

/**
 * A small local estimate of a new password's strength for the meter under the field (ASVS
 * 2.1.8). It never refuses anything: the server's rules do (length, common passwords). Kept
 * to a few lines so the web bundle carries no dictionary.
 */
export type PasswordStrength = 'weak' | 'fair' | 'strong';

export const passwordStrengthLabels: Record<PasswordStrength, string> = {
  weak: 'Faible',
  fair: 'Correct',
  strong: 'Solide',
};

/** What the meter says before its label, for a screen reader as for the eye. */
export const PASSWORD_STRENGTH_CAPTION = 'Robustesse du mot de passe';

/** Estimated bits below which a password reads as weak, and from which it reads as strong. */
const FAIR_FROM_BITS = 45;
const STRONG_FROM_BITS = 70;

const pools: Array<{ test: RegExp; size: number }> = [
  { test: /\p{Ll}/u, size: 26 },
  { test: /\p{Lu}/u, size: 26 },
  { test: /\p{Nd}/u, size: 10 },
  { test: /[^\p{Ll}\p{Lu}\p{Nd}]/u, size: 33 },
];

/**
 * Characters that add something: a repeated character ("aaa") and the third and later
 * characters of a run by one step ("abc", "123", "987") count for nothing.
 */
function countedCharacters(characters: string[]): number {
  let counted = 0;
  for (let index = 0; index < characters.length; index += 1) {
    const current = characters[index]!.codePointAt(0)!;
    const previous = index > 0 ? characters[index - 1]!.codePointAt(0)! : undefined;
    const beforeThat = index > 1 ? characters[index - 2]!.codePointAt(0)! : undefined;
    if (previous === current) continue;
    const step = previous === undefined ? undefined : current - previous;
    const inRun =
      step !== undefined && Math.abs(step) === 1 && beforeThat !== undefined && previous! - beforeThat === step;
    if (!inRun) counted += 1;
  }
  return counted;
}

/** The meter's level for a password; null while nothing is typed. */
export function passwordStrength(password: string): PasswordStrength | null {
  if (password.length === 0) return null;
  const characters = Array.from(password);
  if (characters.length < PASSWORD_MIN_LENGTH) return 'weak';
  const poolSize = pools.reduce((total, pool) => (pool.test.test(password) ? total + pool.size : total), 0);
  const bits = countedCharacters(characters) * Math.log2(Math.max(poolSize, 2));
  if (bits >= STRONG_FROM_BITS) return 'strong';
  if (bits >= FAIR_FROM_BITS) return 'fair';
  return 'weak';
}

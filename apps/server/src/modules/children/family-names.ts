import { ageFromBirth, parisDay, storedGender } from '@pourquoi/shared';
import type { ChildRow } from './repository.js';
import { type ChildNames, type KnownChild, childNames } from './pseudonyms.js';

export function knownChild(row: ChildRow, now: Date): KnownChild {
  return {
    name: row.name,
    age: ageFromBirth(row.birthMonth, row.birthYear, parisDay(now)),
    gender: storedGender(row.gender),
  };
}

/**
 * Every name of the family to keep from providers (decision 0020): `first` numbered first (the
 * child spoken to, a story's heroes as it keeps them), then the family's other children.
 */
export function familyNames(first: readonly KnownChild[], family: readonly ChildRow[], now: Date): ChildNames {
  return childNames([...first, ...family.map((row) => knownChild(row, now))]);
}

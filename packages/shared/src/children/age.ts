import type { CalendarDay } from '../time.js';

export const CHILD_MIN_AGE = 1;
export const CHILD_MAX_AGE = 18;
/** The spec's birth year options: the last 18 years, the current one excluded. */
export const BIRTH_YEARS_BACK = 18;

/** Age in whole years: the year difference, minus one before the birth month (product.md#child-profile-rules). */
export function ageFromBirth(
  birthMonth: number,
  birthYear: number,
  today: Pick<CalendarDay, 'year' | 'month'>,
): number {
  const years = today.year - birthYear;
  return today.month < birthMonth ? years - 1 : years;
}

export function birthYearRange(today: Pick<CalendarDay, 'year'>): { min: number; max: number } {
  return { min: today.year - BIRTH_YEARS_BACK, max: today.year - 1 };
}

/** Newest first, as the year picker lists them. */
export function birthYearOptions(today: Pick<CalendarDay, 'year'>): number[] {
  const { min, max } = birthYearRange(today);
  return Array.from({ length: max - min + 1 }, (_, index) => max - index);
}

/** "1 an", "6 ans". */
export function formatAge(age: number): string {
  return `${age} ${age > 1 ? 'ans' : 'an'}`;
}

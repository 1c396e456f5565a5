import { birthYearOptions, type CalendarDay, type Gender } from '@pourquoi/shared';

export const MONTH_NAMES = [
  'Janvier',
  'Février',
  'Mars',
  'Avril',
  'Mai',
  'Juin',
  'Juillet',
  'Août',
  'Septembre',
  'Octobre',
  'Novembre',
  'Décembre',
] as const;

export const monthOptions = MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }));

/**
 * The spec's years (the last 18, the current one excluded), plus `keep` when a stored child
 * was born outside them, so editing shows its year and says why it no longer fits.
 */
export function yearOptions(today: CalendarDay, keep?: number) {
  const years = birthYearOptions(today);
  if (keep !== undefined && !years.includes(keep)) years.push(keep);
  return years.sort((a, b) => b - a).map((year) => ({ value: String(year), label: String(year) }));
}

export const genderLabels: Record<Gender, string> = { girl: 'Fille', boy: 'Garçon', neutral: 'Neutre' };

export const genderOptions = (['girl', 'boy', 'neutral'] as const).map((value) => ({
  value,
  label: genderLabels[value],
}));

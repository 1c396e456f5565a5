import { BUSINESS_TIME_ZONE, frenchDateFormat } from '@pourquoi/shared';

/** "Tom", "Tom et Léa", "Tom, Léa et Zoé". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}

const formatDate = frenchDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});

/** "12 mars 2026"; empty when the server sent no date. */
export function formatStoryDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date);
}

/**
 * The month's counter on the summary: "Histoire 1 sur 2 ce mois-ci", or without the limit
 * when the plan has none.
 */
export function monthlyCounter(storiesThisMonth: number, maxStories: number | null, remaining: number | null): string {
  const next = storiesThisMonth + 1;
  if (maxStories === null) return `Histoire ${next} ce mois-ci`;
  if (next <= maxStories) return `Histoire ${next} sur ${maxStories} ce mois-ci`;
  const used = `Histoires du mois utilisées (${maxStories} sur ${maxStories})`;
  // Past the month's allowance, a bought credit pays for the story, if one is left.
  return remaining ? `${used} : celle-ci utilise un crédit` : used;
}

/** What the bar says while the server gives no words of its own. */
export function progressWords(percent: number): string {
  if (percent < 20) return "J'écris votre histoire…";
  if (percent < 95) return 'Je dessine les illustrations…';
  return 'Dernières retouches…';
}

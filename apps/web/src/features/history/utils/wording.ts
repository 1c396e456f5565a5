import { BUSINESS_TIME_ZONE, frenchDateFormat } from '@pourquoi/shared';

const formatDateTimeOf = frenchDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

const formatShortDateOf = frenchDateFormat({
  day: 'numeric',
  month: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "12 mars 2026 à 19:30"; empty when the date is missing. */
export function formatDateTime(iso: string): string {
  const date = valid(iso);
  return date ? formatDateTimeOf(date) : '';
}

/** "12 mars", for the axis of a chart. */
export function formatShortDate(iso: string): string {
  const date = valid(iso);
  return date ? formatShortDateOf(date) : '';
}

/** "1 question", "3 questions", "0 question" (French keeps the singular below 2). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count >= 2 ? plural : singular}`;
}

/** A level such as 3.2, written the French way: "3,2". */
export const formatLevel = (level: number) => level.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

import { BUSINESS_TIME_ZONE } from './limits.js';

export interface CalendarDay {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

const parisFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day it is in Paris at `instant` (DESIGN decision 2: days are Paris days). */
export function parisDay(instant: Date): CalendarDay {
  const parts = Object.fromEntries(parisFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

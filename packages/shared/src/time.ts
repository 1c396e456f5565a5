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

// The last minute asked about and its day: Paris changes day on a whole minute (its offsets are
// whole hours), so every instant of that minute has the same day. Most requests ask for "now".
let lastMinute = Number.NaN;
let lastDay: CalendarDay = { year: 0, month: 0, day: 0 };

/** The calendar day it is in Paris at `instant` (DESIGN decision 2: days are Paris days). */
export function parisDay(instant: Date): CalendarDay {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastMinute) {
    const parts = Object.fromEntries(parisFormat.formatToParts(instant).map((part) => [part.type, part.value]));
    lastDay = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
    lastMinute = minute;
  }
  return { ...lastDay };
}

/** "2026-11-21": the Paris calendar day of `instant`, as dates are written in files and SQL. */
export function parisDateText(instant: Date): string {
  const { year, month, day } = parisDay(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

// Made once: building a formatter costs far more than using one (every request reads the day).
const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes Paris is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const day = parisDay(instant);
  const parts = Object.fromEntries(parisClock.formatToParts(instant).map((part) => [part.type, part.value]));
  const parisAsUtc = Date.UTC(day.year, day.month - 1, day.day, Number(parts.hour), Number(parts.minute));
  return Math.round((parisAsUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant today began in Paris: "questions today" count from here. */
export function startOfParisDay(instant: Date): Date {
  const day = parisDay(instant);
  const midnightAsUtc = Date.UTC(day.year, day.month - 1, day.day);
  return new Date(midnightAsUtc - parisOffsetMinutes(new Date(midnightAsUtc)) * 60_000);
}

/** The instant this week began in Paris: Monday 00:00 (the statistics count weeks from here). */
export function startOfParisWeek(instant: Date): Date {
  const day = parisDay(instant);
  const weekday = (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;
  const mondayNoonUtc = Date.UTC(day.year, day.month - 1, day.day - weekday, 12);
  return startOfParisDay(new Date(mondayNoonUtc));
}

/** The instant this month began in Paris: stories per month count from here. */
export function startOfParisMonth(instant: Date): Date {
  const day = parisDay(instant);
  const firstAsUtc = Date.UTC(day.year, day.month - 1, 1);
  return new Date(firstAsUtc - parisOffsetMinutes(new Date(firstAsUtc)) * 60_000);
}

/**
 * The same moment `months` calendar months later (or earlier), in UTC; a day the month lacks
 * becomes its last (31 January + 1 month = 28 or 29 February), as billing periods do.
 */
export function addMonths(instant: Date, months: number): Date {
  const result = new Date(instant);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

const frenchDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "21 décembre 2026", the Paris calendar day of `instant`. */
export function formatFrenchDate(instant: Date): string {
  return frenchDate.format(instant);
}

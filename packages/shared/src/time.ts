import { BUSINESS_TIME_ZONE } from './limits.js';

export interface CalendarDay {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

const MARCH = 2;
const OCTOBER = 9;

/**
 * Minutes Paris is ahead of UTC at `instant`: 120 from the last Sunday of March, 01:00 UTC, to
 * the last Sunday of October, 01:00 UTC (the European rule since 1996), 60 otherwise. Worked
 * out, not asked of Intl: `npx tsx bench/paris-time.bench.ts` finds a cached formatter 18 ms to
 * build in a fresh Node process (more on a phone, at the app's start) and 4 times slower a
 * call, and checks that both give the same day at every hour of two years.
 */
export function parisOffsetMinutes(instant: Date): number {
  const year = instant.getUTCFullYear();
  const time = instant.getTime();
  const summerStarts = lastSundayOf(year, MARCH) + HOUR_MS;
  const summerEnds = lastSundayOf(year, OCTOBER) + HOUR_MS;
  return time >= summerStarts && time < summerEnds ? 120 : 60;
}

/** Midnight UTC of the month's last Sunday (`month` from 0). */
function lastSundayOf(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay());
}

/** The calendar day it is in Paris at `instant` (product.md#d2-limits: days are Paris days). */
export function parisDay(instant: Date): CalendarDay {
  const paris = new Date(instant.getTime() + parisOffsetMinutes(instant) * 60_000);
  return { year: paris.getUTCFullYear(), month: paris.getUTCMonth() + 1, day: paris.getUTCDate() };
}

/** "2026-11-21": the Paris calendar day of `instant`, as dates are written in files and SQL. */
export function parisDateText(instant: Date): string {
  const { year, month, day } = parisDay(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
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

/**
 * A French date format, built on its first use: building an Intl formatter (with its time zone
 * and locale data) takes tens of milliseconds on a phone, too much for a module's start.
 */
export function frenchDateFormat(options: Intl.DateTimeFormatOptions): (instant: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (instant) => (format ??= new Intl.DateTimeFormat('fr-FR', options)).format(instant);
}

/** "21 décembre 2026", the Paris calendar day of `instant`. */
export const formatFrenchDate = frenchDateFormat({
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

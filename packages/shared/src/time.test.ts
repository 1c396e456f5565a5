import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from './limits.js';
import { parisDay, parisOffsetMinutes, startOfParisDay, startOfParisMonth, startOfParisWeek } from './time.js';

describe('Paris days', () => {
  it('knows the Paris date when UTC is still the day before', () => {
    expect(parisDay(new Date('2026-11-21T23:30:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(parisDay(new Date('2026-07-14T21:59:00Z'))).toEqual({ year: 2026, month: 7, day: 14 });
    expect(parisDay(new Date('2026-07-14T22:00:00Z'))).toEqual({ year: 2026, month: 7, day: 15 });
  });

  it('gives each instant its own day, asked again and again around midnight', () => {
    const midnight = Date.parse('2026-07-14T22:00:00Z');
    for (const offset of [-60_001, -1, 0, 1, 59_999, -1, 0]) {
      const expected = offset < 0 ? 14 : 15;
      expect(parisDay(new Date(midnight + offset)).day).toBe(expected);
    }
    const day = parisDay(new Date(midnight));
    day.day = 99;
    expect(parisDay(new Date(midnight)).day).toBe(15);
  });

  it('starts the day at midnight Paris time, winter and summer', () => {
    expect(startOfParisDay(new Date('2026-11-21T09:00:00Z')).toISOString()).toBe('2026-11-20T23:00:00.000Z');
    expect(startOfParisDay(new Date('2026-11-21T23:30:00Z')).toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(startOfParisDay(new Date('2026-07-14T12:00:00Z')).toISOString()).toBe('2026-07-13T22:00:00.000Z');
  });

  it('starts the month on the 1st at midnight Paris time', () => {
    expect(startOfParisMonth(new Date('2026-11-21T09:00:00Z')).toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(startOfParisMonth(new Date('2026-07-31T23:00:00Z')).toISOString()).toBe('2026-07-31T22:00:00.000Z');
  });
});

describe('startOfParisWeek', () => {
  it('is Monday midnight in Paris, across the summer time change', () => {
    // Sunday 22 November 2026, 23:30 in Paris is still the week of Monday 16.
    expect(startOfParisWeek(new Date('2026-11-22T22:30:00Z')).toISOString()).toBe('2026-11-15T23:00:00.000Z');
    // Monday 23 November, 00:30 in Paris starts a new week.
    expect(startOfParisWeek(new Date('2026-11-22T23:30:00Z')).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    // The week of Sunday 25 October 2026 (clocks go back) began on Monday 19, in summer time.
    expect(startOfParisWeek(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-18T22:00:00.000Z');
  });
});

describe('Paris time worked out without Intl', () => {
  const intlParis = new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const intl = (instant: Date) => {
    const parts = Object.fromEntries(intlParis.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
    const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour, parts.minute);
    return {
      day: { year: parts.year, month: parts.month, day: parts.day },
      offset: Math.round((asUtc - instant.getTime()) / 60_000),
    };
  };

  it('agrees with the time zone database every 20 minutes around each change, 2000 to 2040', () => {
    for (let year = 2000; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        const start = Date.UTC(year, month, 24);
        for (let time = start; time < start + 9 * 86_400_000; time += 20 * 60_000) {
          const instant = new Date(time);
          expect({ day: parisDay(instant), offset: parisOffsetMinutes(instant) }).toEqual(intl(instant));
        }
      }
    }
  });

  it('agrees with it every 7 hours the rest of the time, 2000 to 2040', () => {
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2041, 0, 1); time += 7 * 3_600_000) {
      const instant = new Date(time);
      expect({ day: parisDay(instant), offset: parisOffsetMinutes(instant) }).toEqual(intl(instant));
    }
  });

  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    expect(parisOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(60);
    expect(parisOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(parisOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(120);
    expect(parisOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
  });
});

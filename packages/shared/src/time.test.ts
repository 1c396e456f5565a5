import { describe, expect, it } from 'vitest';
import { parisDay, startOfParisDay, startOfParisMonth, startOfParisWeek } from './time.js';

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

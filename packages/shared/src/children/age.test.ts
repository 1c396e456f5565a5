import { describe, expect, it } from 'vitest';
import { ageFromBirth, birthYearOptions, birthYearRange, formatAge } from './age.js';

describe('ageFromBirth (product.md#child-profile-rules)', () => {
  const today = { year: 2026, month: 11 };

  it('counts a birthday month already reached, or this month', () => {
    expect(ageFromBirth(11, 2020, today)).toBe(6);
    expect(ageFromBirth(1, 2020, today)).toBe(6);
  });

  it('takes one year off before the birth month', () => {
    expect(ageFromBirth(12, 2020, today)).toBe(5);
    expect(ageFromBirth(12, 2025, { year: 2026, month: 1 })).toBe(0);
    expect(ageFromBirth(1, 2025, { year: 2026, month: 1 })).toBe(1);
  });

  it('reaches 18 at the edge of the year range', () => {
    expect(ageFromBirth(1, 2008, today)).toBe(18);
    expect(ageFromBirth(12, 2008, today)).toBe(17);
  });
});

describe('birth years', () => {
  it('lists the last 18 years without the current one, newest first', () => {
    expect(birthYearRange({ year: 2026 })).toEqual({ min: 2008, max: 2025 });
    const options = birthYearOptions({ year: 2026 });
    expect(options).toHaveLength(18);
    expect(options[0]).toBe(2025);
    expect(options.at(-1)).toBe(2008);
  });

  it('says an and ans', () => {
    expect(formatAge(1)).toBe('1 an');
    expect(formatAge(6)).toBe('6 ans');
  });
});

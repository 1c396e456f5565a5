import { describe, expect, it } from 'vitest';
import { waitBeforeNextMs } from './growing-delays.js';

const MINUTE = 60_000;
const hour = { windowMs: 60 * MINUTE, max: 10 };
const delays = { free: 5, firstDelayMs: MINUTE };

describe('growing delays', () => {
  it('let the free attempts through at once', () => {
    for (let count = 0; count < 5; count += 1) {
      expect(waitBeforeNextMs({ ...hour, count, ageMs: 0 }, delays)).toBe(0);
    }
  });

  it('then double each pause: 1, 2, 4, 8, 16 minutes after the previous allowed moment', () => {
    const allowedAt = [1, 3, 7, 15, 31].map((minutes) => minutes * MINUTE);
    for (const [index, at] of allowedAt.entries()) {
      const count = 5 + index;
      expect(waitBeforeNextMs({ ...hour, count, ageMs: 0 }, delays)).toBe(at);
      expect(waitBeforeNextMs({ ...hour, count, ageMs: at - 1_000 }, delays)).toBe(1_000);
      expect(waitBeforeNextMs({ ...hour, count, ageMs: at }, delays)).toBe(0);
    }
  });

  it('hold at the maximum until the window ends, and never past it', () => {
    expect(waitBeforeNextMs({ ...hour, count: 10, ageMs: 40 * MINUTE }, delays)).toBe(20 * MINUTE);
    expect(waitBeforeNextMs({ ...hour, count: 9, ageMs: 59 * MINUTE }, delays)).toBe(0);
    expect(waitBeforeNextMs({ windowMs: 10 * MINUTE, max: 10, count: 9, ageMs: 0 }, delays)).toBe(10 * MINUTE);
  });

  it('without delays, are a plain ceiling', () => {
    expect(waitBeforeNextMs({ ...hour, count: 9, ageMs: 0 })).toBe(0);
    expect(waitBeforeNextMs({ ...hour, count: 10, ageMs: 45 * MINUTE })).toBe(15 * MINUTE);
  });
});

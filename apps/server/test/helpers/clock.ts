import type { Clock } from '../../src/lib/clock.js';

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-11-21T09:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}

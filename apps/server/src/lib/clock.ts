/** Time as the app sees it: injected so tests can move it (token expiry, trial days). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

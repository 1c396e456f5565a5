/** A rule's pauses: `free` counted requests pass at once, then the pauses double from `firstDelayMs`. */
export interface GrowingDelays {
  free: number;
  firstDelayMs: number;
}

export interface CountedWindow {
  /** Requests counted since the window opened. */
  count: number;
  /** How long ago the window opened. */
  ageMs: number;
  windowMs: number;
  max: number;
}

/**
 * How long the next request must wait, from a counter and its window alone (nothing else is
 * stored, so every instance reading the same counter agrees). Past `max`: until the window
 * ends. With growing delays, once `free` requests are counted the k-th further one is allowed
 * when the window is firstDelay·(2^k − 1) old: the pauses between attempts double (1, 2, 4, 8…
 * × firstDelay), measured from the window's start so that a slow, patient requester is not
 * held longer than a quick one. 0: it may go now.
 */
export function waitBeforeNextMs({ count, ageMs, windowMs, max }: CountedWindow, delays?: GrowingDelays): number {
  const untilWindowEnds = Math.max(0, windowMs - ageMs);
  if (count >= max) return untilWindowEnds;
  if (!delays || count < delays.free) return 0;
  const further = count - delays.free + 1;
  const allowedAt = delays.firstDelayMs * (2 ** further - 1);
  return Math.min(untilWindowEnds, Math.max(0, allowedAt - ageMs));
}

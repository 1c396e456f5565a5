import { use } from 'react';

/**
 * How long the first screen waits for its answers at most: on a slow network, home shows what
 * it has rather than a spinner.
 */
export const FIRST_SCREEN_WAIT_MS = 3_000;

let firstScreen: Promise<unknown> | undefined;

/**
 * The signed-in app's first screen waits for what it shows (the session, home's code, the
 * family's first answers) and then renders once, in a retry React slices into short tasks
 * (docs/decisions/0029-first-screen-in-one-render.md). Each answer arriving on its own used to
 * re-render home in one long task, up to 300 ms on Lighthouse's simulated phone.
 */
export function holdFirstScreen(ready: Promise<unknown>) {
  firstScreen = Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
}

/**
 * Suspends the signed-in screens until the first screen's answers are here. Kept once settled:
 * React requires use() at every render of a component that suspended on it, and a settled
 * promise no longer waits.
 */
export function useFirstScreenReady() {
  if (firstScreen) use(firstScreen);
}

/** What the first screen waits for, if anything: settles when it may render. */
export const firstScreenReady = () => firstScreen;

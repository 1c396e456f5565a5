import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { forgetDetachedDialogs, installDialogPolyfill } from './dialog-polyfill';

installDialogPolyfill();

// findBy… waits for what the screen will show; on a loaded machine (CI runs the whole suite on
// two cores) the default second is too short for a lazy view's first render. A ceiling, not a
// pace: a passing test returns as soon as the element is there.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// A React warning is a bug: make it fail the test that caused it.
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  consoleError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};

afterEach(() => {
  cleanup();
  forgetDetachedDialogs();
  localStorage.clear();
});

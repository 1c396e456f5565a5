import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { forgetDetachedDialogs, installDialogPolyfill } from './dialog-polyfill';

installDialogPolyfill();

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

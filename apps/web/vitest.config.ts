import { defineProject } from 'vitest/config';
import { showcase } from './build/showcase.ts';

export default defineProject({
  plugins: [showcase()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // A journey through a dialog types and clicks dozens of times in jsdom: ~2 s alone, and up
    // to 5 s when CI runs every project at once on two cores (it timed out there once at 5 s).
    testTimeout: 15_000,
  },
});

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
  },
});

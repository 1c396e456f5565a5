import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'safety',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});

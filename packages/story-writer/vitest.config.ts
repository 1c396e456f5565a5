import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'story-writer',
    include: ['src/**/*.test.ts'],
  },
});

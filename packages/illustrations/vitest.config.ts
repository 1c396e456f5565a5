import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'illustrations',
    include: ['src/**/*.test.ts'],
  },
});

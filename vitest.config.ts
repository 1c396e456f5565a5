import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/safety',
      'packages/illustrations',
      'packages/story-writer',
      'apps/server',
      'apps/web',
    ],
  },
});

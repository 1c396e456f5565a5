import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/safety', 'packages/illustrations', 'apps/server', 'apps/web'],
  },
});

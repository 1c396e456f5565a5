import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/safety', 'apps/server', 'apps/web'],
  },
});

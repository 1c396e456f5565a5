import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Argon2 and a real database make a test take a few hundred milliseconds at most.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each route test file starts an embedded PostgreSQL (PGlite): seconds, not milliseconds, on a busy machine.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});

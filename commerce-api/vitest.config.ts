import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/pglite-template.global-setup.ts'],
    // At least two files at a time, even on a two-core machine (vitest's default there is one): a file spends much of its time
    // waiting on PostgreSQL or on its engine's start, so a second one runs in the gaps.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each route test file starts an embedded PostgreSQL (PGlite): seconds, not milliseconds, on a busy machine.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});

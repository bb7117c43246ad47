import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['src/testing/engine-template.global-setup.ts'],
    // At least two files at a time, even on a two-core machine (vitest's default there is one): most of a file's time is
    // spent waiting on child CLI processes and their engines.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

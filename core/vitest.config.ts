import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // fast-check properties run hundreds of cases: on a loaded 2-core machine some take longer than vitest's 5 s default
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/testing/**'],
      reporter: ['text-summary'],
      // issue 3: coverage of core is at least 95 % of lines, reported (and enforced) by npm test
      thresholds: { lines: 95 },
    },
  },
});

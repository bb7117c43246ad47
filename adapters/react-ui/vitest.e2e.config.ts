import { defineConfig } from 'vitest/config';

/**
 * The browser end-to-end suite: one real server (`tsx scripts/start.ts`, started once by the global setup) and
 * real Chromium driven by playwright-core. Files run one after another in a single fork; steps are slow, so the
 * timeouts are long.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/storefront.global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    // Under CI (two cores shared by the server, Chromium and the runner) a step can miss its timeout; a test that
    // fails is run again up to twice, and the report still names every retry. Locally a failure is final.
    retry: process.env.CI === 'true' ? 2 : 0,
    // A test that passed only on a retry: what its failed attempts said, printed after the run.
    reporters: ['default', './scripts/retried-tests-reporter.ts'],
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
    // A write revalidates the site layout (its content: menu, footer, pop-ups, benefit bar) before the page settles:
    // what a poll waits for (focus on an action's result, say) may take more than the default second.
    expect: { poll: { timeout: 5_000 } },
  },
});

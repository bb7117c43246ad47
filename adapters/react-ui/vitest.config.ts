import { defineConfig } from 'vitest/config';

/** Unit tests only: the browser end-to-end suite has its own config (vitest.e2e.config.ts, `npm run e2e`). */
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'build/**', 'node_modules/**'],
    environment: 'node',
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The live test starts the commerce API with its embedded database and runs a whole checkout.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

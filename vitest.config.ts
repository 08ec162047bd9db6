import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'dist/**', '.data/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/dom-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: files run in parallel, each in its own database.
    maxWorkers: 2,
  },
});

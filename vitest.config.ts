import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'dist/**', '.data/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/dom-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // expect.poll waits for what becomes visible later (projections, jobs). Vitest's 1 s is too short on a
    // machine busy with other work (a run beside a CPU-heavy process failed on it); 20 s stays within a test's 30.
    expect: { poll: { timeout: 20_000 } },
    // Two cores: files run in parallel, each in its own database.
    maxWorkers: 2,
  },
});

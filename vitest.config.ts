import { defineConfig } from 'vitest/config';

// Four projects; the Playwright journeys in e2e/ are never collected here.
export default defineConfig({
  test: {
    // Each server test file gets its own database; two files at a time suits the 2-core machines we run on.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      // The benches' own helpers (what they write into bench/RESULTS.md).
      { test: { name: 'bench', include: ['bench/lib/**/*.test.ts'], environment: 'node' } },
    ],
  },
});

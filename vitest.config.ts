import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    // Two service processes need a database server to share: PGlite serves one process only.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.DATABASE_URL
        ? []
        : ['server/two-processes.test.ts', 'server/db/named-statements.test.ts']),
    ],
    environment: 'node',
    // Console output of passing tests (expected auth failures, refused writes) only buries real failures.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { availableParallelism } from 'node:os';
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
    // Vitest leaves a core to itself by default, which on two cores runs one file at a time. A service
    // test mostly waits for its database thread, so two files at once take 588 s instead of 1,026 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Console output of passing tests (expected auth failures, refused writes) only buries real failures.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

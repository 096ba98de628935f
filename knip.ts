import type { KnipConfig } from 'knip';

/**
 * Knip's plugins already find the other entry points: src/main.tsx through index.html, server/main.ts
 * and server/dev.ts through package.json's scripts, and the configs, unit tests and e2e journeys
 * through the vite, vitest, playwright and drizzle configs. Listing them again only earns a hint.
 *
 * Test files are entry points as in knip's default mode, so an export that only its tests import
 * counts as used: the contract's field lists exist for the service tests to check answers against.
 */
const config: KnipConfig = {
  entry: [
    // TanStack Router's plugin (vite.config.ts) names the generated tree route-tree.gen.ts, not the
    // routeTree.gen.ts knip's TanStack plugin looks for.
    'src/routes/**/*.{ts,tsx}',
    'src/route-tree.gen.ts',
    // Started as a worker thread by its path (server/db/pglite-thread.ts), never imported.
    'server/db/pglite-worker.mjs',
    'scripts/*.{ts,mjs}',
    'bench/*.ts',
    'bench/floor/main.tsx',
    'bench/floor/vite.config.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,cjs}'],
  // ensure-chromium.mjs installs Debian's chromium with the system's package manager.
  ignoreBinaries: ['apt-get'],
};

export default config;

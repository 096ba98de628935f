import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pruneMantineCss } from './scripts/mantine-css.ts';
import { precompress } from './scripts/precompress.ts';
import { scalarOwnZod } from './scripts/scalar-own-zod.ts';

/**
 * The libraries every page runs before it knows which page it is (React, the router and query client,
 * i18next, zod, Mantine's provider and modals) in one file instead of some twenty, and the
 * icons (a few hundred bytes each) in one more: every file is a request, and on HTTP/1.1 at most six are
 * in flight. Scalar's copies (`?scalar-copy`, see scripts/scalar-own-zod.ts) stay with the API reference,
 * and the libraries' stylesheets with the app's.
 */
const shellLibraries =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|i18next|react-i18next|zod|clsx|@floating-ui[\\/](react|react-dom|dom|core|utils)|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|@mantine[\\/]modals|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;
const chunkGroups = [
  {
    name: 'shell-libraries',
    // zod's settings go with zod, so they run before any chunk that makes a schema.
    test: (id: string) =>
      !id.includes('?') &&
      !id.endsWith('.css') &&
      (shellLibraries.test(id) || id.endsWith('/src/zod-config.ts')),
  },
  { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
  {
    // The resource modules with what they import (the HTTP client, the contract's schemas, the English
    // texts): the route definitions in the entry need them, and every page with them. Left to
    // themselves they come as some twenty small files; together they are fewer bytes as well.
    name: 'api',
    test: (id: string) => !id.includes('?') && /[\\/]src[\\/]api[\\/]/.test(id),
  },
];

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
    }),
    react(),
    pruneMantineCss(),
    precompress(),
    scalarOwnZod(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 8080}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The service reads it to name each route's chunks in index.html (server/route-preloads.ts).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});

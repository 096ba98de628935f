import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pruneMantineCss } from './scripts/mantine-css.ts';
import { precompress } from './scripts/precompress.ts';
import { scalarOwnZod } from './scripts/scalar-own-zod.ts';

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
  build: { outDir: 'dist', sourcemap: true },
});

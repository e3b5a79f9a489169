import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';

/** Where the dev server forwards `/api` and `/uploads` (the Node server). */
const apiTarget = process.env.PAWPRIZE_API ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), routePreloads(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // React, React DOM and the router are needed by every page: one long-lived chunk that
        // app deploys do not invalidate. Everything else is split along the import graph, so a
        // page loads only the libraries it uses (a shared group would load every page's radix,
        // zod and icons on the first paint; ADR 0040).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The icons are one small chunk: split along the import graph, every icon two pages
            // share became a request of its own (45 chunks for `/`; ADR 0042).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/uploads': { target: apiTarget },
    },
  },
});

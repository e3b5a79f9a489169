import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootScript } from './build/boot-script.ts';
import { iconChunks } from './build/icon-chunks.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { serviceWorker } from './build/service-worker.ts';

/** Where the dev server forwards `/api` and `/uploads` (the Node server). */
const apiTarget = process.env.PAWPRIZE_API ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), routePreloads(), bootScript(), serviceWorker(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Browsers without modulepreload (Safari before 17) still load every module through its
    // import; the polyfill only made them fetch earlier, at 0.5 KB on every first paint (ADR 0042).
    modulePreload: { polyfill: false },
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
            // The icons are two chunks: those of the first paint of `/` and the rest. Split along
            // the import graph, every icon two pages share became a request of its own (45
            // chunks for `/`; ADR 0042).
            {
              name: iconChunks(
                ['src/main.tsx', 'src/pages/home.tsx'].map((file) =>
                  fileURLToPath(new URL(file, import.meta.url)),
                ),
                fileURLToPath(new URL('./src', import.meta.url)),
              ),
            },
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

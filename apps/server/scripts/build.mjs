// Bundles the server (and the shared TypeScript package) into dist/server.js, and the embedded
// database's worker thread into dist/pglite-worker.js (src/db/pglite-remote.ts loads it), and the
// image screening worker into dist/screening-worker.js (src/screening/screener.ts loads it), and
// `npm run storage:migrate`, `npm run backup` and `npm run restore` into dist/storage-migrate.js,
// dist/backup.js and dist/restore.js.
// npm dependencies stay external and are loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Workspace packages export TypeScript source: bundle them; keep npm packages external.
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@pawprize/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: {
    server: new URL('../src/server.ts', import.meta.url).pathname,
    'pglite-worker': new URL('../src/db/pglite-worker.ts', import.meta.url).pathname,
    'storage-migrate': new URL('../src/storage-migrate.ts', import.meta.url).pathname,
    'screening-worker': new URL('../src/screening/screening-worker.ts', import.meta.url).pathname,
    backup: new URL('../src/backup/cli/backup.ts', import.meta.url).pathname,
    restore: new URL('../src/backup/cli/restore.ts', import.meta.url).pathname,
  },
  outdir: new URL('../dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log(
  'server built: apps/server/dist/server.js, pglite-worker.js, screening-worker.js, storage-migrate.js, backup.js, restore.js',
);

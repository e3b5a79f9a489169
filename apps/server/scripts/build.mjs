// Bundles the server (and the shared TypeScript package) into dist/server.js.
// npm dependencies stay external and are loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Workspace packages export TypeScript source: bundle them; keep npm packages external.
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@pawprize/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server.js', import.meta.url).pathname,
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
console.log('server built: apps/server/dist/server.js');

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Threads and processes of our own (the database and screening workers, the backup program) run
 * from the bundled files next to dist/server.js, or — from the TypeScript source, in tests and
 * `npm run dev` — through tsx's loader. This is the only module that knows where tsx keeps it
 * (docs/decisions/0035-library-adapters.md): the entries are read from tsx's own package.json
 * `exports`, `.` (the `--import` loader) and `./esm/api` (`register()` for a worker), not typed
 * in as file paths. source-loader.test.ts starts a worker and a process from source.
 */

/** The tsx version the contract test last passed with (ADR 0035's upgrade procedure). */
export const TSX_VERIFIED_VERSION = '4.23.15';

const require = createRequire(import.meta.url);

interface TsxPackage {
  version: string;
  exports: Record<string, string | { import?: { default?: string } }>;
}

function tsxPackage(): { dir: string; pkg: TsxPackage } {
  const file = require.resolve('tsx/package.json');
  return { dir: path.dirname(file), pkg: require(file) as TsxPackage };
}

/** The file URL of one of tsx's ES module entries, from its `exports` (throws if it is gone). */
export function tsxEntry(subpath: '.' | './esm/api'): string {
  const { dir, pkg } = tsxPackage();
  const target = pkg.exports[subpath];
  const file = typeof target === 'string' ? target : target?.import?.default;
  if (!file) throw new Error(`tsx ${pkg.version} no longer exports "${subpath}" (see ADR 0035)`);
  return pathToFileURL(path.join(dir, file)).href;
}

/** Whether `moduleUrl` is TypeScript source (not the bundle in dist/). */
export function isSource(moduleUrl: string): boolean {
  return moduleUrl.endsWith('.ts');
}

/**
 * A worker thread running `name` (`pglite-worker`, `screening-worker`) next to `moduleUrl`: the
 * bundled `name.js`, or `name.ts` with tsx's loader registered in the worker first.
 */
export function startWorker(moduleUrl: string, name: string, workerData: unknown): Worker {
  if (!isSource(moduleUrl)) return new Worker(new URL(`./${name}.js`, moduleUrl), { workerData });
  const entry = new URL(`./${name}.ts`, moduleUrl).href;
  const code = `import { register } from ${JSON.stringify(tsxEntry('./esm/api'))}; register();
    await import(${JSON.stringify(entry)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { workerData });
}

/**
 * Node's arguments to run a program: `bundled` (a path relative to `moduleUrl`, e.g.
 * `./backup.js`), or from the source `source` (relative to `moduleUrl` too; for the backup program
 * backup/cli/backup.ts) through tsx's loader.
 */
export function programArgs(moduleUrl: string, bundled: string, source: string): string[] {
  if (!isSource(moduleUrl)) return [fileURLToPath(new URL(bundled, moduleUrl))];
  return ['--import', tsxEntry('.'), fileURLToPath(new URL(source, moduleUrl))];
}

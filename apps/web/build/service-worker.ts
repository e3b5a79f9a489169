import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = fileURLToPath(new URL('../sw/sw.ts', import.meta.url));
const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));

/**
 * The app's shell: the entry script, the scripts it imports statically and its styles. Only these
 * are fetched at install (a few files); the other hashed files are kept as pages use them
 * (sw/sw.ts), so installing never downloads the whole build while a phone is busy.
 */
function shellFiles(bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  const add = (name: string) => {
    const item = bundle[name];
    if (!item || files.has(name)) return;
    files.add(name);
    if (item.type !== 'chunk') return;
    for (const css of (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata
      ?.importedCss ?? [])
      files.add(css);
    for (const imported of item.imports) add(imported);
  };
  for (const [name, item] of Object.entries(bundle))
    if (item.type === 'chunk' && item.isEntry) add(name);
  return [...files].sort();
}

/** Files of `public/` the installed app needs without a network (no hash: a revision each). */
const KEPT_PUBLIC = [
  'offline.html',
  'manifest.webmanifest',
  'favicon.ico',
  'favicon.svg',
  'apple-touch-icon.png',
  ...readdirSync(path.join(PUBLIC_DIR, 'icons')).map((name) => `icons/${name}`),
];

const revisionOf = (file: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(PUBLIC_DIR, file)))
    .digest('hex')
    .slice(0, 16);

/**
 * Builds `sw/sw.ts`, the service worker (docs/decisions/0174-installable-app.md), into the
 * build's `/sw.js`: a classic script (workbox's modules bundled in) whose list of files to keep
 * is this build's, so each deploy is a new version the browser installs beside the old one.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'pawprize-service-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle(_options, bundle) {
      const assets = shellFiles(bundle).map((file) => ({ url: `/${file}`, revision: null }));
      const manifest = [
        ...assets,
        ...KEPT_PUBLIC.map((file) => ({ url: `/${file}`, revision: revisionOf(file) })),
      ];
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        define: {
          __PRECACHE_MANIFEST__: JSON.stringify(manifest),
          'process.env.NODE_ENV': JSON.stringify('production'),
        },
        build: {
          write: false,
          minify: true,
          target: 'es2020',
          lib: { entry: ENTRY, formats: ['iife'], name: 'pawprizeSw', fileName: () => 'sw.js' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('service worker: no output');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
    },
  };
}

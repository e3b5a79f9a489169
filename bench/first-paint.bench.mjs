// JavaScript needed for the first paint of each main page, in compressed (brotli) bytes, read from
// the built web app (`apps/web/dist`, or WEB_DIST): the scripts `index.html` loads (the shell)
// plus the page's static chunks that the server announces as modulepreloads
// (`route-preloads.json`; apps/web/build/route-preloads.ts). Chunks a page loads later (a menu
// on first use, the toaster, validation code fetched with an answer) are not part of it; the
// Lighthouse bench reports everything a page transferred. Goal (ADR 0042): `/` ≤ 130 KB.
// A page the build draws (`prerendered.json`, ADR 0043) paints before any of that code runs: its
// first paint needs only `/boot.js`, which starts the app afterwards; both figures are printed.
// Deterministic: no server, no browser. Run `npm run build` first when the web code changed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '../scripts/lib/server-process.mjs';

const HOME_GOAL_KB = 130;
const PAGES = ['/', '/gallery', '/vote', '/battle', '/leaderboard', '/gallery/*', '/shop', '/blog'];

/** Brotli size of a built file: its `.br` twin when the build wrote one. */
function brotliBytes(dist, file) {
  const full = path.join(dist, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(readFileSync(full)).length;
}

/** Scripts `index.html` runs or preloads (the entry and its static imports). */
function shellScripts(html) {
  const files = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) {
    files.add(m[1]);
  }
  return [...files];
}

/** The pages the build draws (ADR 0043): their keys in `prerendered.json`, if there is one. */
function drawnPages(dist) {
  const file = path.join(dist, 'prerendered.json');
  if (!existsSync(file)) return new Set();
  return new Set(Object.keys(JSON.parse(readFileSync(file, 'utf8')).pages ?? {}));
}

export function firstPaintJs(dist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const { routes } = JSON.parse(readFileSync(path.join(dist, 'route-preloads.json'), 'utf8'));
  const drawn = drawnPages(dist);
  const boot = existsSync(path.join(dist, 'boot.js')) ? brotliBytes(dist, 'boot.js') : null;
  const shell = shellScripts(html);
  const size = (files) =>
    files.reduce((sum, f) => sum + brotliBytes(dist, f.replace(/^\//, '')), 0);
  return {
    shell: { files: shell, bytes: size(shell) },
    pages: Object.fromEntries(
      PAGES.map((page) => {
        const files = [...new Set([...shell, ...(routes[page] ?? [])])];
        const paint = drawn.has(page) && boot !== null ? boot : size(files);
        return [page, { files, bytes: size(files), paintBytes: paint, drawn: drawn.has(page) }];
      }),
    ),
    sizeOf: (file) => brotliBytes(dist, file.replace(/^\//, '')),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

export async function run() {
  const result = firstPaintJs();
  console.log(
    `JavaScript (brotli): the app's first render = the shell's scripts + the page's modulepreloads;\n` +
      `first paint = the same, or only /boot.js on a page the build draws (ADR 0043)\n`,
  );
  console.log(
    `${'page'.padEnd(14)}${'render KB'.padStart(10)}${'files'.padStart(7)}${'paint KB'.padStart(10)}`,
  );
  console.log(
    `${'(shell)'.padEnd(14)}${kb(result.shell.bytes).padStart(10)}${String(result.shell.files.length).padStart(7)}`,
  );
  for (const [page, { bytes, files, paintBytes, drawn }] of Object.entries(result.pages)) {
    console.log(
      `${page.padEnd(14)}${kb(bytes).padStart(10)}${String(files.length).padStart(7)}` +
        `${kb(paintBytes).padStart(10)}${drawn ? '  (drawn)' : ''}`,
    );
  }
  const home = result.pages['/'];
  console.log(`\nlargest files of /:`);
  for (const file of [...home.files]
    .sort((a, b) => result.sizeOf(b) - result.sizeOf(a))
    .slice(0, 12)) {
    console.log(`${kb(result.sizeOf(file)).padStart(8)}  ${file}`);
  }
  const ok = home.paintBytes <= HOME_GOAL_KB * 1024;
  console.log(
    `\n/ needs ${kb(home.paintBytes)} KB of JavaScript before its first paint (goal ≤ ${HOME_GOAL_KB} KB): ` +
      `${ok ? 'met' : 'NOT met'}; the app's first render needs ${kb(home.bytes)} KB`,
  );
}

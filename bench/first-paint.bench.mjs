// JavaScript needed for the first paint of each main page, in compressed (brotli) bytes, read from
// the built web app (`apps/web/dist`, or WEB_DIST): the scripts `index.html` loads (the shell)
// plus the page's static chunks that the server announces as modulepreloads
// (`route-preloads.json`; apps/web/build/route-preloads.ts). Chunks a page loads later (a menu
// on first use, the toaster, validation code fetched with an answer) are not part of it; the
// Lighthouse bench reports everything a page transferred. Goal (issue 15, ADR 0042): `/` ≤ 130 KB.
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

export function firstPaintJs(dist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const { routes } = JSON.parse(readFileSync(path.join(dist, 'route-preloads.json'), 'utf8'));
  const shell = shellScripts(html);
  const size = (files) =>
    files.reduce((sum, f) => sum + brotliBytes(dist, f.replace(/^\//, '')), 0);
  return {
    shell: { files: shell, bytes: size(shell) },
    pages: Object.fromEntries(
      PAGES.map((page) => {
        const files = [...new Set([...shell, ...(routes[page] ?? [])])];
        return [page, { files, bytes: size(files) }];
      }),
    ),
    sizeOf: (file) => brotliBytes(dist, file.replace(/^\//, '')),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

export async function run() {
  const result = firstPaintJs();
  console.log(
    `JavaScript for the first paint (brotli, the shell's scripts + the page's modulepreloads)\n`,
  );
  console.log(`${'page'.padEnd(14)}${'KB'.padStart(8)}${'files'.padStart(7)}`);
  console.log(
    `${'(shell)'.padEnd(14)}${kb(result.shell.bytes).padStart(8)}${String(result.shell.files.length).padStart(7)}`,
  );
  for (const [page, { bytes, files }] of Object.entries(result.pages)) {
    console.log(`${page.padEnd(14)}${kb(bytes).padStart(8)}${String(files.length).padStart(7)}`);
  }
  const home = result.pages['/'];
  console.log(`\nlargest files of /:`);
  for (const file of [...home.files]
    .sort((a, b) => result.sizeOf(b) - result.sizeOf(a))
    .slice(0, 12)) {
    console.log(`${kb(result.sizeOf(file)).padStart(8)}  ${file}`);
  }
  const ok = home.bytes <= HOME_GOAL_KB * 1024;
  console.log(
    `\n/ needs ${kb(home.bytes)} KB of JavaScript before its first render (goal ≤ ${HOME_GOAL_KB} KB): ${ok ? 'met' : 'NOT met'}`,
  );
}

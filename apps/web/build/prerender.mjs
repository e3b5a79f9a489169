// After `vite build`: renders the first screen of the public pages (src/prerender.tsx) and writes
// `dist/prerendered.json` ({ pages: { address: markup of #root }, requests: { address: the API
// addresses its first render asks for }, titles: { address: its document title } }), which the server puts in those pages
// (apps/server/src/http/web.ts; docs/decisions/0043-prerendered-first-screen.md).
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

/** The pet drawn on `/gallery/*`: its address segment becomes `*` (the visited page's own). */
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The pages drawn (the server's address → the address rendered) are the route table's
 * `prerender` routes (packages/shared/src/routes.ts, read through the built entry's
 * `PRERENDERED_PATHS`): those whose first screen does not depend on who is visiting. A pet page
 * (`/gallery/*`, one more path segment) is drawn as it looks while its pet loads. Forms (sign-in,
 * sign-up, contact…) are left out: they are inert until the app runs, and a visitor's first tap
 * would land on a dead field.
 */
const drawnPages = (paths) =>
  Object.fromEntries(
    paths.map((path) => [path.replace(/:[^/]+/g, '*'), path.replace(/:[^/]+/g, SAMPLE_ID)]),
  );

const webDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../.prerender', import.meta.url));

await build({
  root: webDir,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
});
try {
  const { renderPage, PRERENDERED_PATHS } = await import(
    pathToFileURL(`${outDir}/prerender.js`).href
  );
  const pages = {};
  const requests = {};
  const titles = {};
  for (const [page, url] of Object.entries(drawnPages(PRERENDERED_PATHS))) {
    const rendered = await renderPage(url);
    // A page of many addresses (`/gallery/*`) asks for its own pet's data: `*` in an address
    // stands for the visited page's last segment (the boot script, src/boot.ts, fills it in).
    const own = (text) => (page.endsWith('/*') ? text.replaceAll(`/${SAMPLE_ID}`, '/*') : text);
    pages[page] = rendered.html.replace(
      /data-photo-from="([^"]*)"/g,
      (_all, from) => `data-photo-from="${own(from)}"`,
    );
    requests[page] = rendered.requests.map(own);
    titles[page] = rendered.title;
  }
  writeFileSync(
    new URL('../dist/prerendered.json', import.meta.url),
    JSON.stringify({ pages, requests, titles }),
  );
  const kb = (s) => (s.length / 1024).toFixed(1);
  console.log(
    `prerendered ${Object.keys(pages).length} pages: ` +
      Object.entries(pages)
        .map(([page, html]) => `${page} ${kb(html)} KB (${requests[page]?.length ?? 0} requests)`)
        .join(', '),
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

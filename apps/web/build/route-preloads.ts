// By its path, not the package's name: Vite bundles this config's own imports, not a package's.
import { PAGE_KEYS, ROUTES } from '../../../packages/shared/src/routes.ts';
import type { Plugin } from 'vite';
import { PAGE_FILES } from '../src/app/page-files.ts';

/**
 * Which page module each address loads, from the route table (packages/shared/src/routes.ts) and
 * the page files (`src/app/page-files.ts`). `/x/*` is one more path segment. The admin console
 * (few people, its own sub-routes) and redirects have none. `src/app/route-pages.test.ts` checks
 * it against the router's table.
 */
export const ROUTE_PAGES: Record<string, string> = Object.fromEntries(
  PAGE_KEYS.filter((key) => ROUTES[key].access !== 'admin').map((key) => [
    ROUTES[key].path.replace(/:[^/]+/g, '*'),
    PAGE_FILES[key],
  ]),
);

/** The file the server reads (`apps/server/src/http/web.ts`). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes `route-preloads.json`: for each address, the page's chunk and every chunk it imports
 * statically, less those `index.html` already loads. The server lists them as
 * `<link rel="modulepreload">` in the page it sends, so the browser fetches the page's code
 * together with the shell's instead of after the shell has run (docs/decisions/0042-first-paint.md).
 */
export function routePreloads(): Plugin {
  return {
    name: 'pawprize-route-preloads',
    // Not in the prerender's Node build (build/prerender.mjs).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; facade: string | null }>();
      let entry: string | undefined;
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(fileName, { imports: item.imports, facade: item.facadeModuleId });
        if (item.isEntry) entry = fileName;
      }
      const closure = (start: string): Set<string> => {
        const seen = new Set<string>();
        const walk = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const next of chunks.get(file)?.imports ?? []) walk(next);
        };
        walk(start);
        return seen;
      };
      const shell = entry ? closure(entry) : new Set<string>();
      const pageChunk = (page: string) =>
        [...chunks].find(([, c]) =>
          c.facade?.replaceAll('\\', '/').endsWith(`/src/pages/${page}.tsx`),
        )?.[0];

      const routes: Record<string, string[]> = {};
      for (const [route, page] of Object.entries(ROUTE_PAGES)) {
        const chunk = pageChunk(page);
        if (!chunk) this.error(`route-preloads: no chunk for src/pages/${page}.tsx`);
        routes[route] = [...closure(chunk)].filter((f) => !shell.has(f)).map((f) => `/${f}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      });
    },
  };
}

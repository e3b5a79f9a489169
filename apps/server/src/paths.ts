import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root folder, found from this file whether it runs from `src/` (tsx, tests)
 * or from the bundled `dist/server.js`.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, 'drizzle.config.ts'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the server package root (drizzle.config.ts)');
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, 'drizzle');
/** The SQL functions, one file each, applied after the migrations (db/functions/README.md). */
export const functionsFolder = path.join(serverRoot, 'src/db/functions');
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');

import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

/**
 * PostgreSQL-in-WASM sets the modes of the files it writes itself, through Node's `fs.chmodSync`
 * and `fs.fchmodSync` (Emscripten's NODEFS): 0666 for the files of a new database, 0644 for
 * `pg_internal.init` at every start. A chmod is not subject to the umask, so the database thread
 * strips group and other permissions from every mode it sets (docs/decisions/0115-private-data-folder.md).
 * Only the database worker thread calls this: its `fs` is its own module instance.
 */
export function keepDatabaseModesPrivate(): void {
  const { chmodSync, fchmodSync } = fs;
  const privateMode = (mode: fs.Mode): fs.Mode =>
    typeof mode === 'number' ? mode & ~0o077 : Number.parseInt(mode, 8) & ~0o077;
  fs.chmodSync = (file, mode) => chmodSync(file, privateMode(mode));
  fs.fchmodSync = (fd, mode) => fchmodSync(fd, privateMode(mode));
  // `import * as fs` namespaces see the change too.
  syncBuiltinESMExports();
}

// `npm run restore <archive>`: builds the server if it is out of date, then runs
// apps/server/dist/restore.js (src/backup/cli/restore.ts) (docs/deploy.md).
import { pathToFileURL } from 'node:url';
import { buildServerIfNeeded } from './lib/build-if-needed.mjs';

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(buildServerIfNeeded('restore.js')).href);

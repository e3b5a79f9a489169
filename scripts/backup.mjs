// `npm run backup`: builds the server if it is out of date, then runs apps/server/dist/backup.js
// (src/backup/cli/backup.ts): one archive of DATA_DIR into BACKUP_DIR (docs/deploy.md).
import { pathToFileURL } from 'node:url';
import { buildServerIfNeeded } from './lib/build-if-needed.mjs';

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(buildServerIfNeeded('backup.js')).href);

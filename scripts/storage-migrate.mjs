// `npm run storage:migrate`: copies every uploaded file from DATA_DIR/uploads to the S3 bucket the
// S3_* settings name (docs/deploy.md). Resumable and idempotent: run it again to copy what is missing.
import { pathToFileURL } from 'node:url';
import { buildServerIfNeeded } from './lib/build-if-needed.mjs';

await import(pathToFileURL(buildServerIfNeeded('storage-migrate.js')).href);

// `npm run storage:migrate` (scripts/storage-migrate.mjs runs the built copy of this file).
import { runStorageMigrate } from './storage/migrate-cli.ts';

process.exitCode = await runStorageMigrate(process.env, process.stdout);

/**
 * `npm run restore <archive>`: restores a backup into an empty or absent DATA_DIR (or, for a
 * PostgreSQL backup, the empty database at DATABASE_URL). docs/decisions/0050-backups.md
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { createStorage } from '../../storage/index.ts';
import { streamProgress } from '../progress.ts';
import { restoreBackup } from '../restore.ts';
import { fail, formatCount, loadCliConfig } from './common.ts';

const { positionals } = parseArgs({ allowPositionals: true, strict: true, options: {} });
if (positionals.length !== 1) {
  process.stderr.write(
    'Usage: npm run restore <archive>\n' +
      '  Restores a backup (pawprize-YYYYMMDD-HHMMSS.tar.gz) into DATA_DIR, which must be empty\n' +
      '  or absent, or into the empty PostgreSQL database at DATABASE_URL.\n',
  );
  process.exit(2);
}
const archive = path.resolve(positionals[0]!);
const config = loadCliConfig(loadConfig);
const progress = streamProgress(process.stderr);
progress.info(
  `Restoring ${archive} into ${config.databaseUrl ? 'the database at DATABASE_URL and ' : ''}` +
    `${config.dataDir}`,
);

try {
  const result = await restoreBackup({
    archive,
    config,
    storage: createStorage(config),
    progress,
  });
  const rows: [string, number, number][] = [
    ['pets', result.manifest.counts.pets, result.restored.pets],
    ['votes', result.manifest.counts.votes, result.restored.votes],
    ['accounts', result.manifest.counts.accounts, result.restored.accounts],
    ['files', result.manifest.counts.files, result.restored.files],
  ];
  const width = Math.max(
    ...rows.flatMap(([, a, b]) => [formatCount(a), formatCount(b)]).map((s) => s.length),
    8,
  );
  const lines = [
    '',
    `${''.padEnd(10)}${'in backup'.padStart(width + 2)}${'restored'.padStart(width + 2)}`,
    ...rows.map(
      ([name, want, got]) =>
        `${name.padEnd(10)}${formatCount(want).padStart(width + 2)}${formatCount(got).padStart(width + 2)}` +
        (want === got ? '' : '   ✗ differs'),
    ),
    '',
  ];
  progress.info(lines.join('\n'));
  if (result.migrationsApplied) {
    progress.info(
      `Applied ${result.migrationsApplied} newer migrations (the backup came from an older version).`,
    );
  }
  if (rows.some(([, want, got]) => want !== got)) {
    fail(
      new Error("what was restored does not match the backup's counts."),
      'Restore check failed',
    );
  }
  progress.info(
    `Restored in ${(result.durationMs / 1000).toFixed(1)} s. Start the server with this DATA_DIR` +
      `${config.databaseUrl ? ' and DATABASE_URL' : ''}.`,
  );
  process.exit(0);
} catch (err) {
  fail(err, 'Nothing was restored');
}

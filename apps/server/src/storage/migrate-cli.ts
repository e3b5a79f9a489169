import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { DiskStorage } from './disk.ts';
import type { MigrationProgress } from './migrate.ts';
import { migrateStorage, progressLine, summaryLine } from './migrate.ts';
import { S3Storage } from './s3.ts';

interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * `npm run storage:migrate`: copies DATA_DIR/uploads to the bucket the S3_* settings name. Safe to
 * run while the site serves from disk, and again after switching (only what is missing is
 * copied). Returns the exit code: 0 when everything is in the bucket.
 */
export async function runStorageMigrate(
  env: Record<string, string | undefined>,
  out: Output,
): Promise<number> {
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      out.write(`${err.message}\n`);
      return 2;
    }
    throw err;
  }
  if (!config.s3) {
    out.write(
      'storage:migrate copies DATA_DIR/uploads to S3: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, ' +
        'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as for the server), then run it again.\n',
    );
    return 2;
  }
  const root = path.join(config.dataDir, 'uploads');
  const source = new DiskStorage(root);
  const target = new S3Storage(config.s3);
  try {
    try {
      await target.verify();
    } catch (err) {
      out.write(`${err instanceof Error ? err.message : String(err)}\n`);
      return 1;
    }
    out.write(`Copying ${root} to bucket "${target.bucket}"…\n`);
    let lastDecile = -1;
    const onProgress = (p: MigrationProgress) => {
      if (out.isTTY) {
        out.write(`\r${progressLine(p)}`);
        return;
      }
      // Logs, not a terminal: a line every 10%.
      const decile = p.total === 0 ? 10 : Math.floor((p.done / p.total) * 10);
      if (decile !== lastDecile) {
        lastDecile = decile;
        out.write(`${progressLine(p)}\n`);
      }
    };
    const result = await migrateStorage(source, target, { onProgress });
    if (out.isTTY) out.write('\n');
    out.write(`${summaryLine(result)}\n`);
    for (const failure of result.failures.slice(0, 20)) {
      out.write(`  failed: ${failure.key}: ${failure.error}\n`);
    }
    if (result.failed > 0) {
      out.write('Run storage:migrate again to copy what failed (what is there is skipped).\n');
      return 1;
    }
    return 0;
  } finally {
    target.close();
  }
}

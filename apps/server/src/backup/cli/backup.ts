/**
 * `npm run backup`: one archive of DATA_DIR's database and uploads (or of the PostgreSQL
 * database at DATABASE_URL, through pg_dump) into BACKUP_DIR. docs/decisions/0050-backups.md
 *
 *   npm run backup                  BACKUP_DIR (default ./backups)
 *   npm run backup -- --dir /mnt/b  another folder
 *   --json                          the result as one JSON line on stdout (scheduled backups)
 *   --scheduled                     name it pawprize-scheduled-… (the server's schedule; only
 *                                   those are rotated, docs/decisions/0118-backup-rotation.md)
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import type { Config } from '../../config.ts';
import { openPglite } from '../../db/client.ts';
import { keepDatabaseModesPrivate } from '../../db/pglite-private-modes.ts';
import { DataDirLockedError } from '../../db/lock.ts';
import { createStorage } from '../../storage/index.ts';
import type { BackupResult } from '../create-backup.ts';
import { createBackup } from '../create-backup.ts';
import { formatBytes, streamProgress } from '../progress.ts';
import { connectToServer, socketPath } from '../socket.ts';
import { fail, formatCount, loadCliConfig } from './common.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    json: { type: 'boolean', default: false },
    scheduled: { type: 'boolean', default: false },
  },
  strict: true,
});
const config = loadCliConfig(loadConfig);
// The staging copy of the database is opened here to count it: its files stay private too.
keepDatabaseModesPrivate();
const dir = path.resolve(values.dir ?? config.backupDir);
const json = values.json;
const scheduled = values.scheduled;
// Progress goes to stderr: a bar on a terminal, plain lines otherwise.
const progress = streamProgress(json ? { write: (t) => process.stderr.write(t) } : process.stderr);

// Reading, hashing and compressing yield to the site's own work on a shared machine.
try {
  os.setPriority(10);
} catch {
  // not allowed here: run at normal priority
}

async function throughServer(): Promise<BackupResult | null> {
  const session = await connectToServer(config.dataDir);
  if (!session) return null;
  progress.info(`A PawPrize server is running on ${config.dataDir}: it copies the database.`);
  const storage = createStorage(config);
  try {
    const result = await createBackup({
      config,
      dir,
      storage,
      scheduled,
      beforeDump: async () => {
        await session.begin(null);
      },
      snapshot: async (target) => {
        const ready = await session.begin(target);
        return ready.snapshot!;
      },
      progress,
    });
    await session.end({
      op: 'end',
      ok: true,
      archive: result.file,
      bytes: result.bytes,
      counts: result.manifest.counts,
    });
    return result;
  } catch (err) {
    await session.end({ op: 'end', ok: false, error: (err as Error).message }).catch(() => {});
    throw err;
  } finally {
    session.close();
  }
}

async function direct(c: Config): Promise<BackupResult> {
  const storage = createStorage(c);
  if (c.databaseUrl) return createBackup({ config: c, dir, storage, scheduled, progress });
  if (!existsSync(path.join(c.dataDir, 'db', 'PG_VERSION'))) {
    throw new Error(`There is no PawPrize database in ${c.dataDir} (DATA_DIR) to back up.`);
  }
  let handle;
  try {
    handle = await openPglite(c.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new Error(
        `A PawPrize server holds ${c.dataDir} but does not answer on ${socketPath(c.dataDir)}. ` +
          'Run npm run backup as the user that runs the server, on the machine where it runs.',
        { cause: err },
      );
    }
    throw err;
  }
  try {
    return await createBackup({
      config: c,
      dir,
      storage,
      scheduled,
      snapshot: (target) => handle.snapshot(target),
      progress,
    });
  } finally {
    await handle.close();
  }
}

try {
  const result = (await throughServer()) ?? (await direct(config));
  const { counts } = result.manifest;
  if (json) {
    process.stdout.write(
      `${JSON.stringify({
        ok: true,
        archive: result.file,
        bytes: result.bytes,
        counts,
        durationMs: Math.round(result.durationMs),
        heldMs: result.snapshot ? Math.round(result.snapshot.heldMs) : null,
      })}\n`,
    );
  } else {
    progress.info(
      `\nBacked up to ${result.file} (${formatBytes(result.bytes)}) in ` +
        `${(result.durationMs / 1000).toFixed(1)} s:\n` +
        `  ${formatCount(counts.pets)} pets, ${formatCount(counts.votes)} votes, ` +
        `${formatCount(counts.accounts)} accounts, ${formatCount(counts.files)} files.`,
    );
  }
  process.exit(0);
} catch (err) {
  if (json) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: (err as Error).message })}\n`);
  }
  fail(err, 'The backup failed');
}

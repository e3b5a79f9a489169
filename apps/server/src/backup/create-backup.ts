import { createReadStream } from 'node:fs';
import { access, mkdir, mkdtemp, readdir, realpath, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { isInside } from '../config.ts';
import { makeFolderPrivate } from '../private-folders.ts';
import { fromPglite, pgliteExtensions } from '../db/client.ts';
import type { SnapshotInfo } from '../db/pglite-snapshot.ts';
import type { ListedObject, StorageDriver } from '../storage/index.ts';
import type { ArchiveFolder, ArchiveSource, WrittenArchive } from './archive-writer.ts';
import { writeArchive } from './archive-writer.ts';
import { appVersion, countRows, migrationLevel } from './counts.ts';
import type { BackupHeader, Counts, MigrationLevel } from './manifest.ts';
import {
  ARCHIVE_FORMAT,
  DB_PREFIX,
  FORMAT_VERSION,
  PG_DUMP_ENTRY,
  UPLOADS_PREFIX,
  archiveName,
} from './manifest.ts';
import { dumpPostgres } from './postgres.ts';
import type { Progress } from './progress.ts';
import { formatBytes, silentProgress } from './progress.ts';

/** A staging folder or partial archive this old belongs to no backup still running. */
const LEFTOVER_AGE_MS = 24 * 60 * 60_000;

/** Why a backup cannot be taken, worded for the person who asked for it. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface BackupResult extends WrittenArchive {
  /** The embedded database's copy (how long the database was held), when there is one. */
  snapshot: SnapshotInfo | null;
  durationMs: number;
}

export interface BackupOptions {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'pgBin'>;
  /** Where the archive goes (BACKUP_DIR). */
  dir: string;
  /** Uploads are read through the storage driver. */
  storage: StorageDriver;
  /**
   * Copies the embedded database into `target`, consistent: through the running server's
   * database worker, or through this process's own when no server runs (docs/decisions/0050-backups.md).
   */
  snapshot?(target: string): Promise<SnapshotInfo>;
  /** PostgreSQL: called before pg_dump starts (a running server holds its deletes). */
  beforeDump?(): Promise<void>;
  /** A scheduled backup's archive: named `pawprize-scheduled-…`, the ones rotation may delete. */
  scheduled?: boolean;
  progress?: Progress;
  now?: Date;
}

/**
 * Writes one archive `pawprize-YYYYMMDD-HHMMSS.tar.gz` into `dir`: a consistent copy of the
 * database, every stored upload, and a manifest with counts and checksums. The database copy is
 * opened once (PostgreSQL recovers it and shuts it down cleanly) to prove it opens and to count
 * what it holds.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const progress = options.progress ?? silentProgress;
  const now = options.now ?? new Date();
  const dir = await prepareDir(options.dir, options.config.dataDir);
  await removeLeftovers(dir, now);
  const staging = await mkdtemp(path.join(dir, '.pawprize-staging-'));
  try {
    const kind = options.config.databaseUrl ? 'postgres' : 'pglite';
    let inspection: Inspection;
    let snapshot: SnapshotInfo | null = null;
    const databaseSources: (ArchiveSource | ArchiveFolder)[] = [];
    if (kind === 'pglite') {
      progress.step('Copying the database');
      if (!options.snapshot) throw new Error('The embedded database needs a snapshot function.');
      snapshot = await options.snapshot(path.join(staging, 'db'));
      progress.info(
        `Copied the database (${formatBytes(snapshot.bytes)}; the site waited ` +
          `${Math.round(snapshot.heldMs)} ms).`,
      );
      progress.step('Checking the copy');
      inspection = await inspectPglite(path.join(staging, 'db'));
      databaseSources.push(...(await folderSources(path.join(staging, 'db'), DB_PREFIX)));
    } else {
      await options.beforeDump?.();
      progress.step('Dumping the PostgreSQL database with pg_dump');
      const file = path.join(staging, PG_DUMP_ENTRY);
      inspection = await dumpPostgres(options.config.databaseUrl!, file, options.config.pgBin);
      databaseSources.push(fileSource(file, PG_DUMP_ENTRY, (await stat(file)).size));
    }

    progress.step('Listing the uploads');
    const uploads: ListedObject[] = [];
    for await (const object of options.storage.list()) uploads.push(object);
    const uploadBytes = uploads.reduce((sum, o) => sum + o.size, 0);
    const databaseBytes = databaseSources.reduce((sum, s) => sum + ('size' in s ? s.size : 0), 0);
    await checkFreeSpace(dir, databaseBytes / 2 + uploadBytes);

    const header: BackupHeader = {
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      database: kind,
    };
    const file = await freeName(dir, now, options.scheduled ?? false);
    progress.step('Writing the archive', databaseBytes + uploadBytes);
    const written = await writeArchive({
      file,
      header,
      sources: [...databaseSources, ...uploadSources(options.storage, uploads)],
      describe: (files) => ({
        migration: inspection.migration,
        postgresVersion: inspection.postgresVersion,
        counts: {
          ...inspection.counts,
          files: files.filter((f) => f.path.startsWith(UPLOADS_PREFIX)).length,
        },
        uploadBytes: files
          .filter((f) => f.path.startsWith(UPLOADS_PREFIX))
          .reduce((sum, f) => sum + f.size, 0),
      }),
      onProgress: (bytes) => progress.update(bytes),
    });
    return { ...written, snapshot, durationMs: performance.now() - started };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Creates the backup folder (owner only) and refuses one inside DATA_DIR. */
async function prepareDir(dir: string, dataDir: string): Promise<string> {
  const resolved = path.resolve(dir);
  const realData = await realpath(dataDir).catch(() => path.resolve(dataDir));
  if (isInside(resolved, path.resolve(dataDir)) || isInside(resolved, realData)) {
    throw new BackupError(
      `BACKUP_DIR (${resolved}) is inside DATA_DIR (${dataDir}): a backup kept with the data ` +
        'is lost with it. Choose a folder outside DATA_DIR, ideally on another disk.',
    );
  }
  try {
    await mkdir(resolved, { recursive: true, mode: 0o700 });
    await access(resolved);
  } catch (err) {
    throw new BackupError(`Cannot use ${resolved} for backups: ${(err as Error).message}`);
  }
  // Archives hold emails and password hashes: the folder is the user's alone (ADR 0115).
  await makeFolderPrivate(resolved, 'BACKUP_DIR', { create: false }).catch((err: unknown) => {
    throw new BackupError((err as Error).message);
  });
  const real = await realpath(resolved);
  if (isInside(real, realData)) {
    throw new BackupError(`BACKUP_DIR (${resolved}) leads inside DATA_DIR (${dataDir}).`);
  }
  return real;
}

/** What a backup that crashed a day or more ago left behind: its staging copy, a partial archive. */
async function removeLeftovers(dir: string, now: Date): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.startsWith('.pawprize-staging-') && !name.endsWith('.tar.gz.partial')) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > LEFTOVER_AGE_MS) {
      await rm(path.join(dir, name), { recursive: true, force: true });
    }
  }
}

/** The archive's name, with -2, -3… when one was already taken this second. */
async function freeName(dir: string, now: Date, scheduled: boolean): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const file = path.join(dir, archiveName(now, attempt, scheduled));
    const taken = await Promise.all(
      [file, `${file}.partial`].map((f) =>
        access(f).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (!taken.includes(true)) return file;
  }
}

async function checkFreeSpace(dir: string, needed: number): Promise<void> {
  const fs = await statfs(dir).catch(() => null);
  if (!fs) return;
  const free = fs.bavail * fs.bsize;
  if (free < needed) {
    throw new BackupError(
      `Not enough free space in ${dir}: the backup needs about ${formatBytes(needed)}, ` +
        `${formatBytes(free)} is free.`,
    );
  }
}

interface Inspection {
  counts: Counts;
  migration: MigrationLevel;
  postgresVersion: string;
}

/** Opens the copied database (recovering it and closing it cleanly) and counts what it holds. */
export async function inspectPglite(dataDir: string): Promise<Inspection> {
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
  const handle = fromPglite(client);
  try {
    const version = (await handle.db.execute(
      sql`select current_setting('server_version') as version`,
    )) as unknown as { rows: { version: string }[] };
    return {
      counts: await countRows(handle.db),
      migration: await migrationLevel(handle.db),
      postgresVersion: version.rows[0]!.version,
    };
  } finally {
    await handle.close();
  }
}

function fileSource(file: string, name: string, size: number): ArchiveSource {
  return { name, size, open: async () => createReadStream(file) };
}

/** A folder's sub-folders and files, in a stable order, named `prefix` + their relative path. */
async function folderSources(
  root: string,
  prefix: string,
): Promise<(ArchiveSource | ArchiveFolder)[]> {
  const out: (ArchiveSource | ArchiveFolder)[] = [{ directory: prefix.replace(/\/$/, '') }];
  const walk = async (rel: string) => {
    const entries = await readdir(path.join(root, rel), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        out.push({ directory: `${prefix}${child}` });
        await walk(child);
      } else if (entry.isFile()) {
        const { size } = await stat(path.join(root, child));
        out.push(fileSource(path.join(root, child), `${prefix}${child}`, size));
      }
    }
  };
  await walk('');
  return out;
}

function* uploadSources(storage: StorageDriver, uploads: ListedObject[]): Iterable<ArchiveSource> {
  for (const { key, size } of uploads) {
    yield {
      name: `${UPLOADS_PREFIX}${key}`,
      size,
      open: async () => (await storage.get(key))?.stream ?? null,
    };
  }
}

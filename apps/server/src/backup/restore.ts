import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, rmdir, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { fromPglite, openPostgres } from '../db/client.ts';
import { DataDirLockedError, acquireLock } from '../db/lock.ts';
import { PGliteRemote } from '../db/pglite-remote.ts';
import type { StorageDriver } from '../storage/index.ts';
import { contentTypeForKey, isValidKey } from '../storage/types.ts';
import { ArchiveError, readArchive } from './archive-reader.ts';
import { countRows, knownMigrations, newerThanThisApp } from './counts.ts';
import type { BackupHeader, Counts, Manifest } from './manifest.ts';
import { DB_PREFIX, PG_DUMP_ENTRY, UPLOADS_PREFIX } from './manifest.ts';
import { feed, pgToolVersion, postgresTables, restorePostgres } from './postgres.ts';
import type { Progress } from './progress.ts';
import { formatBytes, silentProgress } from './progress.ts';

/** Why a restore was refused, worded for the person running it. Nothing was changed. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export interface RestoreResult {
  manifest: Manifest;
  restored: Counts & { files: number };
  /** Migrations applied after the restore (the archive came from an older version). */
  migrationsApplied: number;
  durationMs: number;
}

export interface RestoreOptions {
  archive: string;
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'pgBin'>;
  /** Where the uploads go (DATA_DIR/uploads for the disk driver). */
  storage: StorageDriver;
  progress?: Progress;
}

/**
 * Restores an archive into an empty or absent DATA_DIR (or, for a PostgreSQL archive, an empty
 * database), docs/decisions/0050-backups.md:
 *  1. refuses a running server on DATA_DIR, a non-empty target, or an archive of the other kind;
 *  2. reads the whole archive and checks every checksum, writing nothing;
 *  3. reads it again, writing each file and checking it again;
 *  4. runs the migrations the archive is behind on, and counts what was restored.
 * If anything fails after step 2, what was written is removed again.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const progress = options.progress ?? silentProgress;
  const { archive, config, storage } = options;
  const kind = config.databaseUrl ? 'postgres' : 'pglite';

  const header = await readHeader(archive);
  if (header.database !== kind) throw new RestoreRefused(wrongKind(header, config));

  // 1. The target. The embedded database's lock keeps a server from starting meanwhile.
  const dataDir = path.resolve(config.dataDir);
  const target =
    kind === 'pglite' ? await lockDataDir(dataDir) : { release: null, createdDataDir: false };
  const { createdDataDir } = target;
  let { release } = target;
  const cleanUp = async () => {
    if (kind === 'pglite') {
      await rm(path.join(dataDir, 'db'), { recursive: true, force: true });
      await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
    }
  };
  let written = false;
  try {
    await checkEmptyTarget(kind, dataDir, config, storage);

    // 2. Every checksum, before anything is written.
    progress.step('Checking the archive', (await stat(archive)).size);
    const { manifest } = await readArchive(archive, {
      onProgress: (done) => progress.update(done),
    });
    const newer = newerThanThisApp(manifest.migration);
    if (newer) throw new RestoreRefused(newer);
    progress.info(
      `The archive is intact: ${manifest.files.length} files, every checksum matches ` +
        `(made ${manifest.createdAt} by PawPrize ${manifest.appVersion}).`,
    );
    await checkFreeSpace(kind === 'pglite' ? dataDir : null, manifest);

    // 3. Write, checking again.
    written = true;
    progress.step('Restoring', (await stat(archive)).size);
    const files = await writeArchive(archive, manifest, { config, storage, dataDir, progress });

    // 4. Migrations and counts.
    const handle = await openRestored(kind, dataDir, config.databaseUrl);
    try {
      const behind = knownMigrations().length - manifest.migration.applied;
      if (behind > 0) progress.step(`Applying ${behind} newer migration${behind > 1 ? 's' : ''}`);
      await handle.migrate();
      progress.step('Counting what was restored');
      const counts = await countRows(handle.db);
      return {
        manifest,
        restored: { ...counts, files },
        migrationsApplied: Math.max(0, behind),
        durationMs: performance.now() - started,
      };
    } finally {
      await handle.close();
    }
  } catch (err) {
    if (written) await cleanUp().catch(() => {});
    if (kind === 'postgres' && written) await removeUploads(storage).catch(() => {});
    if (createdDataDir) {
      release?.();
      release = null;
      await rm(dataDir, { recursive: true, force: true }).catch(() => {});
    }
    throw err;
  } finally {
    release?.();
  }
}

/**
 * Step 1 for the embedded database: creates DATA_DIR if it is absent and takes its lock, which
 * keeps a server from starting meanwhile. RestoreRefused when a server runs on it.
 */
async function lockDataDir(
  dataDir: string,
): Promise<{ release: (() => void) | null; createdDataDir: boolean }> {
  let createdDataDir = false;
  const existed = await exists(dataDir);
  if (!existed) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    createdDataDir = true;
  }
  try {
    const lock = await acquireLock(path.join(dataDir, 'db.lock'));
    return { release: () => lock.release(), createdDataDir };
  } catch (err) {
    if (createdDataDir) await rmdir(dataDir).catch(() => {});
    if (err instanceof DataDirLockedError) {
      throw new RestoreRefused(
        `A PawPrize server is running on ${dataDir}. Stop it before restoring into that ` +
          `folder, or restore into another one (set DATA_DIR).\n(${err.message.split('\n')[0]})`,
      );
    }
    throw err;
  }
}

/** Step 1: the target (DATA_DIR or the database) and the upload storage must be empty. */
async function checkEmptyTarget(
  kind: 'pglite' | 'postgres',
  dataDir: string,
  config: RestoreOptions['config'],
  storage: StorageDriver,
): Promise<void> {
  if (kind === 'pglite') {
    const inside = (await readdir(dataDir)).filter((name) => name !== 'db.lock');
    if (inside.length) {
      throw new RestoreRefused(
        `${dataDir} is not empty (it holds ${inside.slice(0, 5).join(', ')}${
          inside.length > 5 ? ', …' : ''
        }). Restore into an empty or new folder (set DATA_DIR), or move its contents away first.`,
      );
    }
  } else {
    await checkPostgresTarget(config.databaseUrl!, config.pgBin);
  }
  for await (const object of storage.list()) {
    throw new RestoreRefused(
      `The upload storage is not empty (it holds ${object.key}). Restore into empty storage.`,
    );
  }
}

/**
 * Step 3: reads the archive again, writing each file where it goes (uploads to the storage, the
 * dump to pg_restore, the embedded database's files under DATA_DIR) and checking it against the
 * manifest; then the database's empty folders. The number of uploads written.
 */
async function writeArchive(
  archive: string,
  manifest: Manifest,
  target: {
    config: RestoreOptions['config'];
    storage: StorageDriver;
    dataDir: string;
    progress: Progress;
  },
): Promise<number> {
  const { config, storage, dataDir, progress } = target;
  let files = 0;
  await readArchive(archive, {
    expected: manifest,
    onProgress: (done) => progress.update(done),
    consume: async (name, size, body) => {
      if (name.startsWith(UPLOADS_PREFIX)) {
        const key = name.slice(UPLOADS_PREFIX.length);
        if (!isValidKey(key)) throw new ArchiveError(`Refusing the upload name ${name}.`);
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk);
        await storage.put(key, Buffer.concat(chunks, size), {
          contentType: contentTypeForKey(key),
        });
        files += 1;
      } else if (name === PG_DUMP_ENTRY) {
        await restorePostgres(config.databaseUrl!, (input) => feed(body, input), config.pgBin);
      } else if (name.startsWith(DB_PREFIX)) {
        const target = path.join(dataDir, ...name.split('/'));
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await pipeline(
          Readable.from(body),
          createWriteStream(target, { flags: 'wx', mode: 0o600 }),
        );
      }
    },
  });
  for (const dir of manifest.directories) {
    if (dir === 'db' || dir.startsWith(DB_PREFIX)) {
      await mkdir(path.join(dataDir, ...dir.split('/')), { recursive: true, mode: 0o700 });
    }
  }

  return files;
}

/** The archive's first entry, read without going further. */
export async function readHeader(archive: string): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  const stop = new Error('header read');
  try {
    await readArchive(archive, {
      onHeader: (h) => {
        header = h;
        throw stop;
      },
    });
  } catch (err) {
    if (err !== stop && !header) throw err;
  }
  if (!header) throw new ArchiveError('This is not a PawPrize backup.');
  return header;
}

function wrongKind(header: BackupHeader, config: Pick<Config, 'dataDir' | 'databaseUrl'>): string {
  return header.database === 'pglite'
    ? 'This backup holds the embedded database, but DATABASE_URL is set. Unset DATABASE_URL to ' +
        `restore it into DATA_DIR (${config.dataDir}).`
    : 'This backup holds a PostgreSQL dump. Set DATABASE_URL to an empty PostgreSQL database ' +
        '(createdb) to restore it there.';
}

async function checkPostgresTarget(url: string, pgBin: string | undefined): Promise<void> {
  let tables: number;
  try {
    tables = await postgresTables(url);
  } catch (err) {
    throw new RestoreRefused(
      `Cannot reach the database at DATABASE_URL: ${(err as Error).message}`,
    );
  }
  if (tables > 0) {
    throw new RestoreRefused(
      `The database at DATABASE_URL is not empty (${tables} tables). Restore into a new, empty ` +
        'database (createdb), or drop this one first.',
    );
  }
  // pg_restore must be there before anything is written.
  await pgToolVersion('pg_restore', pgBin);
}

async function checkFreeSpace(dataDir: string | null, manifest: Manifest): Promise<void> {
  if (!dataDir) return;
  const fs = await statfs(dataDir).catch(() => null);
  if (!fs) return;
  const needed = manifest.files.reduce((sum, f) => sum + f.size, 0);
  const free = fs.bavail * fs.bsize;
  if (free < needed) {
    throw new RestoreRefused(
      `Not enough free space for ${dataDir}: the restore needs ${formatBytes(needed)}, ` +
        `${formatBytes(free)} is free.`,
    );
  }
}

async function openRestored(
  kind: 'pglite' | 'postgres',
  dataDir: string,
  url: string | undefined,
): Promise<DatabaseHandle> {
  if (kind === 'postgres') return openPostgres(url!, 2);
  // Not openPglite(): this process already holds the folder's lock.
  return fromPglite(await PGliteRemote.open({ dataDir: path.join(dataDir, 'db') }));
}

async function removeUploads(storage: StorageDriver): Promise<void> {
  const keys: string[] = [];
  for await (const { key } of storage.list()) keys.push(key);
  await Promise.all(keys.map((key) => storage.delete(key)));
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { BackupHeader, FileEntry, Manifest } from './manifest.ts';
import { HEADER_ENTRY, MANIFEST_ENTRY } from './manifest.ts';

/** A file to put in the archive: its name there, its size, and its bytes (null: gone). */
export interface ArchiveSource {
  name: string;
  size: number;
  open(): Promise<AsyncIterable<Buffer> | null>;
}

/** A folder to put in the archive (before the files in it). */
export interface ArchiveFolder {
  directory: string;
}

/**
 * gzip level 1: the database compresses ~5:1 at level 1 and barely better at 6, for twice the
 * CPU time; photos (WebP) do not compress at all (figures in docs/decisions/0050-backups.md).
 */
const GZIP_LEVEL = 1;

export interface WrittenArchive {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/**
 * Writes a tar.gz: the header entry, every source (hashed on the way), then the manifest with
 * each file's size and SHA-256. The archive is written as `<file>.partial` and renamed once
 * complete and on disk, so a crash or a full disk never leaves something that looks like a
 * backup. Archives hold password hashes and email addresses: readable by their owner only.
 */
export async function writeArchive(options: {
  file: string;
  header: BackupHeader;
  sources: Iterable<ArchiveSource | ArchiveFolder> | AsyncIterable<ArchiveSource | ArchiveFolder>;
  /** The manifest's other fields, known once the sources are written. */
  describe(files: FileEntry[]): Omit<Manifest, keyof BackupHeader | 'files' | 'directories'>;
  onProgress?(bytes: number): void;
}): Promise<WrittenArchive> {
  const partial = `${options.file}.partial`;
  const pack = tar.pack();
  const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  const written = pipeline(pack, createGzip({ level: GZIP_LEVEL }), out);
  // Surfaces a write error (disk full) while entries are still being added.
  let failed: unknown = null;
  written.catch((err: unknown) => {
    failed ??= err;
  });
  const mtime = new Date(options.header.createdAt);
  let progress = 0;

  const addEntry = async (name: string, size: number, body: AsyncIterable<Buffer>) => {
    const hash = createHash('sha256');
    let length = 0;
    let entry!: NodeJS.WritableStream & { once(event: string, fn: () => void): void };
    const added = new Promise<void>((resolve, reject) => {
      entry = pack.entry({ name, size, mtime, mode: 0o600, type: 'file' }, (err) =>
        err ? reject(err) : resolve(),
      ) as typeof entry;
    });
    for await (const chunk of body) {
      if (failed) throw failed;
      length += chunk.length;
      if (length > size) throw new Error(`${name} grew while it was being copied.`);
      hash.update(chunk);
      progress += chunk.length;
      options.onProgress?.(progress);
      if (!entry.write(chunk)) {
        await Promise.race([new Promise<void>((resolve) => entry.once('drain', resolve)), written]);
      }
    }
    if (length !== size) throw new Error(`${name} shrank while it was being copied.`);
    entry.end();
    await Promise.race([added, written.then(() => Promise.reject(new Error('archive closed')))]);
    return hash.digest('hex');
  };

  try {
    await addEntry(HEADER_ENTRY, ...asBody(json(options.header)));
    const files: FileEntry[] = [];
    const directories: string[] = [];
    for await (const source of options.sources) {
      if ('directory' in source) {
        await new Promise<void>((resolve, reject) => {
          pack.entry(
            { name: `${source.directory}/`, type: 'directory', mode: 0o700, mtime },
            (err) => (err ? reject(err) : resolve()),
          );
        });
        directories.push(source.directory);
        continue;
      }
      const body = await source.open();
      if (!body) continue; // deleted since it was listed: not part of this backup
      const sha256 = await addEntry(source.name, source.size, body);
      files.push({ path: source.name, size: source.size, sha256 });
    }
    const manifest: Manifest = {
      ...options.header,
      ...options.describe(files),
      directories,
      files,
    };
    await addEntry(MANIFEST_ENTRY, ...asBody(json(manifest)));
    pack.finalize();
    await written;
    const handle = await open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, options.file);
    await syncDir(path.dirname(options.file));
    const { size } = await stat(options.file);
    return { file: options.file, bytes: size, manifest };
  } catch (err) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw failed ?? err;
  }
}

function json(value: unknown): Buffer {
  return Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
}

function asBody(bytes: Buffer): [number, AsyncIterable<Buffer>] {
  return [
    bytes.length,
    (async function* () {
      yield bytes;
    })(),
  ];
}

/** Makes a rename durable (the directory entry reaches the disk). */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems do not sync directories; the rename itself has happened.
  } finally {
    await handle.close();
  }
}

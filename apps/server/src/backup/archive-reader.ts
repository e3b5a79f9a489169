import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import type { BackupHeader, FileEntry, Manifest } from './manifest.ts';
import {
  DB_PREFIX,
  FORMAT_VERSION,
  HEADER_ENTRY,
  HeaderSchema,
  MANIFEST_ENTRY,
  ManifestSchema,
  PG_DUMP_ENTRY,
  UPLOADS_PREFIX,
} from './manifest.ts';

/** A reason to refuse an archive, worded for the person running the restore. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

class ConsumerError extends Error {
  constructor(override readonly cause: unknown) {
    super('consumer failed');
  }
}

const MAX_HEADER_BYTES = 64 * 1024;
const MAX_MANIFEST_BYTES = 512 * 1024 * 1024;

/** Receives one file of the archive; must read `body` to its end. */
export type EntryConsumer = (
  name: string,
  size: number,
  body: AsyncIterable<Buffer>,
) => Promise<void>;

export interface ReadResult {
  header: BackupHeader;
  manifest: Manifest;
  directories: string[];
}

/**
 * Reads an archive from start to end, checking as it goes that it is a PawPrize backup, that
 * every name is a plain relative path in one of the archive's folders and every entry a file or
 * folder, and at the end that every file's size and SHA-256 match the manifest, with nothing
 * missing and nothing extra. `consume` sees each file (restore writes it); without it the files
 * are only checked. With `expected` (a manifest already checked) a file is compared as soon as
 * it has been read. Throws ArchiveError with a clear message for anything wrong.
 */
export async function readArchive(
  file: string,
  options: {
    consume?: EntryConsumer;
    expected?: Manifest;
    onHeader?(header: BackupHeader): void;
    onProgress?(compressedBytes: number, totalBytes: number): void;
  } = {},
): Promise<ReadResult> {
  const total = await archiveSize(file);
  const { source, extract, streamError } = openArchive(file, total, options.onProgress);
  const seen = new Map<string, { size: number; sha256: string }>();
  const directories: string[] = [];
  const expected = options.expected
    ? new Map(options.expected.files.map((f) => [f.path, f]))
    : undefined;
  let header: BackupHeader | undefined;
  let manifest: Manifest | undefined;

  try {
    for await (const entry of extract) {
      const data = entry as unknown as AsyncIterable<Buffer>;
      const name = checkName(entry.header.name);
      const type = entry.header.type;
      if (manifest) throw new ArchiveError(`Unexpected ${name} after the manifest.`);
      if (!header && name !== HEADER_ENTRY) {
        throw new ArchiveError(
          'This is not a PawPrize backup (it does not start with pawprize-backup.json).',
        );
      }
      if (type === 'directory') {
        if (!name.startsWith(DB_PREFIX) && !name.startsWith(UPLOADS_PREFIX)) {
          throw new ArchiveError(`Unexpected folder ${name} in the archive.`);
        }
        directories.push(name.replace(/\/$/, ''));
        await drain(data);
        continue;
      }
      if (type !== 'file') {
        throw new ArchiveError(
          `${name} is a ${type ?? 'special entry'}: a backup holds only files and folders.`,
        );
      }
      if (seen.has(name) || (name === HEADER_ENTRY && header)) {
        throw new ArchiveError(`${name} is in the archive twice.`);
      }
      const size = entry.header.size ?? 0;
      if (name === HEADER_ENTRY) {
        header = parseHeader(await readSmall(data, MAX_HEADER_BYTES, name));
        options.onHeader?.(header);
        continue;
      }
      if (name === MANIFEST_ENTRY) {
        manifest = parseManifest(await readSmall(data, MAX_MANIFEST_BYTES, name), header!);
        continue;
      }
      if (!isDataPath(name, header!)) {
        throw new ArchiveError(`Unexpected file ${name} in the archive.`);
      }
      const sha256 = await readDataFile(name, size, data, options.consume);
      seen.set(name, { size, sha256 });
      const want = expected?.get(name);
      if (expected && (!want || want.size !== size || want.sha256 !== sha256)) {
        throw new ArchiveError(
          `${name} changed since the archive was checked. Is something writing to ${file}?`,
        );
      }
    }
  } catch (err) {
    // Writing a file failed (disk full, pg_restore refused it): that error, as it is.
    if (err instanceof ConsumerError && !streamError()) throw err.cause;
    if (streamError()) throw damaged(streamError()!);
    if (err instanceof ArchiveError) throw err;
    throw damaged(err as Error);
  } finally {
    source.destroy();
  }
  if (streamError()) throw damaged(streamError()!);
  if (!header) throw new ArchiveError('The archive is empty: this is not a PawPrize backup.');
  if (!manifest) {
    throw new ArchiveError(
      'The archive has no manifest.json at its end: it is incomplete (was the backup interrupted?).',
    );
  }
  compare(manifest, seen);
  if (directories.join('\n') !== manifest.directories.join('\n')) {
    throw new ArchiveError('The folders in the archive do not match its manifest: it is damaged.');
  }
  return { header, manifest, directories };
}

/** The archive's size in bytes; ArchiveError when it is not a readable file. */
async function archiveSize(file: string): Promise<number> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new ArchiveError(`${file} is not a file.`);
    return info.size;
  } catch (err) {
    if (err instanceof ArchiveError) throw err;
    throw new ArchiveError(`Cannot read ${file}: ${(err as Error).message}`);
  }
}

/**
 * The archive's entries as tar-stream reads them from the gunzipped file, counting the compressed
 * bytes read (`onProgress`). `streamError()` is the first error of the file, the count or the
 * gunzip (it also stops the entries).
 */
function openArchive(
  file: string,
  total: number,
  onProgress?: (compressedBytes: number, totalBytes: number) => void,
) {
  let read = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      onProgress?.(read, total);
      done(null, chunk);
    },
  });
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const extract = tar.extract();
  let streamError: Error | null = null;
  const fail = (err: Error) => {
    streamError ??= err;
    extract.destroy(err);
  };
  source.on('error', fail);
  counter.on('error', fail);
  gunzip.on('error', fail);
  source.pipe(counter).pipe(gunzip).pipe(extract);
  return { source, extract, streamError: () => streamError };
}

/**
 * Hands one data file to `consume` (or drains it) while hashing it; its SHA-256. ArchiveError
 * when it is shorter than its header says; a consumer's failure comes back as ConsumerError.
 */
async function readDataFile(
  name: string,
  size: number,
  data: AsyncIterable<Buffer>,
  consume: EntryConsumer | undefined,
): Promise<string> {
  const hash = createHash('sha256');
  let length = 0;
  const body = (async function* () {
    for await (const chunk of data) {
      hash.update(chunk);
      length += chunk.length;
      yield chunk;
    }
  })();
  if (consume) {
    try {
      await consume(name, size, body);
    } catch (err) {
      throw new ConsumerError(err);
    }
  } else {
    await drain(body);
  }
  if (length !== size) throw new ArchiveError(`${name} is cut short in the archive.`);
  return hash.digest('hex');
}

function damaged(err: Error): ArchiveError {
  return new ArchiveError(
    `The archive is damaged and cannot be restored (${err.message}). Restore another backup.`,
  );
}

/** Archive names: relative, forward slashes, no `.`/`..` parts, no control characters. */
function checkName(raw: string): string {
  const name = raw.replace(/\/$/, '');
  const parts = name.split('/');
  if (
    !name ||
    name.startsWith('/') ||
    name.includes('\\') ||
    [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) ||
    parts.some((part) => part === '' || part === '.' || part === '..') ||
    path.posix.normalize(name) !== name
  ) {
    throw new ArchiveError(`Refusing the unsafe name ${JSON.stringify(raw)} in the archive.`);
  }
  return raw.endsWith('/') ? `${name}/` : name;
}

function isDataPath(name: string, header: BackupHeader): boolean {
  if (name.startsWith(UPLOADS_PREFIX)) return name.length > UPLOADS_PREFIX.length;
  if (header.database === 'pglite') return name.startsWith(DB_PREFIX);
  return name === PG_DUMP_ENTRY;
}

async function drain(entry: AsyncIterable<Buffer>): Promise<void> {
  const iterator = entry[Symbol.asyncIterator]();
  while (!(await iterator.next()).done);
}

async function readSmall(
  entry: AsyncIterable<Buffer>,
  limit: number,
  name: string,
): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of entry) {
    length += chunk.length;
    if (length > limit) throw new ArchiveError(`${name} is too large.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ArchiveError(`${name} in the archive is not valid JSON: the archive is damaged.`);
  }
}

function parseHeader(text: string): BackupHeader {
  const value = parseJson(text, HEADER_ENTRY) as { formatVersion?: unknown };
  if (typeof value?.formatVersion === 'number' && value.formatVersion > FORMAT_VERSION) {
    throw new ArchiveError(
      `The backup was made by a newer PawPrize (archive format ${value.formatVersion}; this ` +
        `version reads format ${FORMAT_VERSION}). Update PawPrize, then restore again.`,
    );
  }
  const parsed = HeaderSchema.safeParse(value);
  if (!parsed.success) {
    throw new ArchiveError('This is not a PawPrize backup (pawprize-backup.json is not one).');
  }
  return parsed.data;
}

function parseManifest(text: string, header: BackupHeader): Manifest {
  const parsed = ManifestSchema.safeParse(parseJson(text, MANIFEST_ENTRY));
  if (!parsed.success) {
    throw new ArchiveError('manifest.json in the archive is not a valid manifest: it is damaged.');
  }
  const manifest = parsed.data;
  for (const key of Object.keys(header) as (keyof BackupHeader)[]) {
    if (manifest[key] !== header[key]) {
      throw new ArchiveError(`manifest.json does not match pawprize-backup.json (${key}).`);
    }
  }
  return manifest;
}

/** Every file in the manifest was read with its size and checksum, and nothing else was. */
function compare(manifest: Manifest, seen: Map<string, { size: number; sha256: string }>): void {
  const listed = new Set<string>();
  for (const file of manifest.files) {
    if (listed.has(file.path)) throw new ArchiveError(`manifest.json lists ${file.path} twice.`);
    listed.add(file.path);
    const got = seen.get(file.path);
    if (!got) throw new ArchiveError(`${file.path} is missing from the archive.`);
    if (got.size !== file.size || got.sha256 !== file.sha256) throw mismatch(file);
  }
  for (const name of seen.keys()) {
    if (!listed.has(name))
      throw new ArchiveError(`${name} is in the archive but not in its manifest.`);
  }
}

function mismatch(file: FileEntry): ArchiveError {
  return new ArchiveError(
    `Checksum mismatch: ${file.path} is not the file that was backed up (the archive is ` +
      'damaged). Nothing was restored. Restore another backup.',
  );
}

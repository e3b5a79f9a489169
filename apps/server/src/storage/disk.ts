import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ListedObject, PutOptions, StorageDriver, StoredObject } from './types.ts';
import {
  assertValidKey,
  contentTypeForKey,
  isPrivateKey,
  isValidKey,
  PRIVATE_FILES_ROUTE,
  PRIVATE_PREFIX,
} from './types.ts';

/** The temporary file `put` writes before renaming it into place. */
const PARTIAL_FILE = /\.[0-9a-f]{12}\.tmp$/;

export const UPLOADS_ROUTE_PREFIX = '/uploads';

/** Errors of reading a file that only say it is not there. */
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG']);

/**
 * Files under `root` (DATA_DIR/uploads), served by the app at `/uploads/<key>`; the private area's
 * keys (`private/…`) under `privateRoot` (DATA_DIR/private), outside the uploads folder, so
 * nothing that serves that folder can reach them (docs/decisions/0103-private-storage.md).
 */
export class DiskStorage implements StorageDriver {
  readonly name = 'disk' as const;
  readonly privateRoot: string;

  constructor(
    readonly root: string,
    private readonly baseUrl = UPLOADS_ROUTE_PREFIX,
    privateRoot?: string,
  ) {
    this.privateRoot = privateRoot ?? path.join(path.dirname(root), 'private');
  }

  private pathFor(key: string): string {
    assertValidKey(key);
    if (isPrivateKey(key)) {
      return path.join(this.privateRoot, ...key.slice(PRIVATE_PREFIX.length).split('/'));
    }
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer, _options: PutOptions): Promise<void> {
    const target = this.pathFor(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, body, { flag: 'wx' });
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathFor(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return {
        stream: createReadStream(file),
        size: info.size,
        contentType: contentTypeForKey(key),
      };
    } catch (err) {
      // No such file: missing, a folder part that is a file, or a name too long to exist.
      if (NOT_THERE.has((err as NodeJS.ErrnoException).code ?? '')) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  publicUrl(key: string): string {
    assertValidKey(key);
    return isPrivateKey(key) ? `${PRIVATE_FILES_ROUTE}/${key}` : `${this.baseUrl}/${key}`;
  }

  async *list(): AsyncIterable<ListedObject> {
    const walk = async function* (dir: string, prefix: string): AsyncIterable<ListedObject> {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        const key = prefix + entry.name;
        if (entry.isDirectory()) {
          yield* walk(path.join(dir, entry.name), `${key}/`);
        } else if (entry.isFile() && isValidKey(key) && !PARTIAL_FILE.test(key)) {
          try {
            yield { key, size: (await stat(path.join(dir, entry.name))).size };
          } catch (err) {
            // Deleted since the directory was read: not stored any more.
            if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
          }
        }
      }
    };
    yield* walk(this.root, '');
    yield* walk(this.privateRoot, PRIVATE_PREFIX);
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.health-${randomBytes(4).toString('hex')}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
  }
}

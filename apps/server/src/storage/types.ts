import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
  /** Cache-Control for the stored object (drivers that serve directly use it). */
  cacheControl?: string;
}

/** One object in a listing. */
export interface ListedObject {
  key: string;
  size: number;
}

/** Stored names are random and never reused, so a stored object never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What is served from the private area: never kept by a browser or a shared cache. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Keys under `private/` are the private area (docs/decisions/0103-private-storage.md): data exports
 * and the photos of entries the public may not see. `/uploads/…` never serves them; on disk they
 * live in `DATA_DIR/private/`, on S3 in `S3_PRIVATE_BUCKET` when set. Photos there are served at
 * `/api/files/<key>` to their owner and to admins only.
 */
export const PRIVATE_PREFIX = 'private/';
export const PRIVATE_FILES_ROUTE = '/api/files';

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX);
}

/** The key in the private area of a public key (a private key is returned as it is). */
export function privateKey(key: string): string {
  return isPrivateKey(key) ? key : `${PRIVATE_PREFIX}${key}`;
}

/** The public key of a private one (a public key is returned as it is). */
export function publicKey(key: string): string {
  return isPrivateKey(key) ? key.slice(PRIVATE_PREFIX.length) : key;
}

/** Whether an address is a private file's (`/api/files/private/…`). */
export function isPrivateUrl(url: string): boolean {
  return url.startsWith(`${PRIVATE_FILES_ROUTE}/${PRIVATE_PREFIX}`);
}

/** A file's keys in both areas: deleting an entry's files deletes them wherever they are. */
export function inBothAreas(keys: readonly string[]): string[] {
  return keys.flatMap((k) => [publicKey(k), privateKey(k)]);
}

export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live. Keys are relative, slash-separated names such as
 * `pets/<userId>/<random>-800.webp`. The disk driver serves them from `/uploads/<key>`; an S3
 * driver answers with the bucket's public URL.
 */
export interface StorageDriver {
  readonly name: 'disk' | 's3';
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** null when the object does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The address browsers fetch: `/api/files/<key>` for a private key (never a public one). */
  publicUrl(key: string): string;
  /** Throws when the storage cannot be written to (health check). */
  check(): Promise<void>;
  /** Every stored object, in key order; objects being written are not listed until complete. */
  list(): AsyncIterable<ListedObject>;
}

const KEY_PATTERN = /^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_.-]+)*$/;
/**
 * Our keys are under 150 characters. A longer one, or a part longer than a file name may be on
 * disk (255 bytes), is not ours: refused before any storage is asked (docs/decisions/0119-not-found-answers.md).
 */
export const MAX_KEY_LENGTH = 512;
const MAX_PART_LENGTH = 200;

/** False for keys that could escape the storage root, hold odd characters or are too long. */
export function isValidKey(key: string): boolean {
  return (
    key.length <= MAX_KEY_LENGTH &&
    KEY_PATTERN.test(key) &&
    !key.split('/').some((part) => part === '.' || part === '..' || part.length > MAX_PART_LENGTH)
  );
}

/** Rejects keys that could escape the storage root or hold odd characters. */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  zip: 'application/zip',
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

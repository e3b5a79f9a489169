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
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

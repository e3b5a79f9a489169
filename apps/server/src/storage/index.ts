import path from 'node:path';
import type { Config } from '../config.ts';
import { DiskStorage } from './disk.ts';
import { S3Storage } from './s3.ts';
import type { StorageDriver } from './types.ts';

export type { ListedObject, StorageDriver, StoredObject, PutOptions } from './types.ts';

/** The configured storage driver: S3 when S3_BUCKET is set, else files under DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): StorageDriver {
  if (config.s3) return new S3Storage(config.s3);
  return new DiskStorage(path.join(config.dataDir, 'uploads'));
}

/**
 * The start-up check: S3 must be reachable and writable (S3Storage.verify() says what is wrong);
 * the disk folder must be writable.
 */
export async function verifyStorage(storage: StorageDriver): Promise<void> {
  if (storage instanceof S3Storage) await storage.verify();
  else await storage.check();
}

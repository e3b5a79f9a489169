import path from 'node:path';
import type { Config } from '../config.ts';
import { DiskStorage } from './disk.ts';
import type { StorageDriver } from './types.ts';

export type { StorageDriver, StoredObject, PutOptions } from './types.ts';

/** The configured storage driver (disk today; an S3 driver plugs in here). */
export function createStorage(config: Pick<Config, 'dataDir'>): StorageDriver {
  return new DiskStorage(path.join(config.dataDir, 'uploads'));
}

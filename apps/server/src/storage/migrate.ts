import { buffer } from 'node:stream/consumers';
import type { S3Storage } from './s3.ts';
import type { ListedObject, StorageDriver } from './types.ts';
import { contentTypeForKey, IMMUTABLE } from './types.ts';

export interface MigrationProgress {
  total: number;
  totalBytes: number;
  done: number;
  doneBytes: number;
  copied: number;
  skipped: number;
  failed: number;
}

export interface MigrationResult extends MigrationProgress {
  failures: { key: string; error: string }[];
  ms: number;
}

export interface MigrationOptions {
  /** Objects copied at once (default 8). */
  concurrency?: number;
  onProgress?: (progress: MigrationProgress) => void;
}

/**
 * Copies every object of `source` (the disk driver) to `target` (S3) — `npm run storage:migrate`,
 * docs/deploy.md. Idempotent and resumable: an object already in the bucket with the same size is
 * skipped (stored names are never reused, so same name and size is the same file), so a run that
 * stopped half-way, or a second run after the switch, copies only what is missing. A failed
 * object is counted and reported; the others go on.
 */
export async function migrateStorage(
  source: StorageDriver,
  target: Pick<S3Storage, 'stat' | 'put'>,
  options: MigrationOptions = {},
): Promise<MigrationResult> {
  const started = performance.now();
  const objects: ListedObject[] = [];
  for await (const object of source.list()) objects.push(object);
  const progress: MigrationProgress = {
    total: objects.length,
    totalBytes: objects.reduce((sum, o) => sum + o.size, 0),
    done: 0,
    doneBytes: 0,
    copied: 0,
    skipped: 0,
    failed: 0,
  };
  const failures: MigrationResult['failures'] = [];
  options.onProgress?.({ ...progress });

  const copy = async (object: ListedObject): Promise<void> => {
    try {
      const there = await target.stat(object.key);
      if (there && there.size === object.size) {
        progress.skipped++;
        return;
      }
      const stored = await source.get(object.key);
      if (!stored) {
        progress.skipped++; // deleted since it was listed
        return;
      }
      const body = await buffer(stored.stream);
      await target.put(object.key, body, {
        contentType: contentTypeForKey(object.key),
        cacheControl: IMMUTABLE,
      });
      progress.copied++;
    } catch (err) {
      progress.failed++;
      failures.push({ key: object.key, error: err instanceof Error ? err.message : String(err) });
    } finally {
      progress.done++;
      progress.doneBytes += object.size;
      options.onProgress?.({ ...progress });
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < objects.length) await copy(objects[next++]!);
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return { ...progress, failures, ms: Math.round(performance.now() - started) };
}

const MB = 1024 * 1024;

/** `▕██████░░░░▏  60%  1,200/2,000 objects · 30.1/50.2 MB` for a terminal line. */
export function progressLine(p: MigrationProgress, width = 24): string {
  const ratio = p.total === 0 ? 1 : p.done / p.total;
  const filled = Math.round(ratio * width);
  const bar = `▕${'█'.repeat(filled)}${'░'.repeat(width - filled)}▏`;
  const n = (x: number) => x.toLocaleString('en-US');
  const mb = (x: number) => (x / MB).toFixed(1);
  const pct = `${Math.floor(ratio * 100)}%`.padStart(4);
  return `${bar} ${pct}  ${n(p.done)}/${n(p.total)} objects · ${mb(p.doneBytes)}/${mb(p.totalBytes)} MB`;
}

export function summaryLine(r: MigrationResult): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return (
    `${n(r.copied)} copied, ${n(r.skipped)} already in the bucket, ${n(r.failed)} failed ` +
    `(${n(r.total)} objects, ${(r.totalBytes / MB).toFixed(1)} MB) in ${(r.ms / 1000).toFixed(1)} s.`
  );
}

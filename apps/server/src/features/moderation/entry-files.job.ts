import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import type { Job } from '../../jobs/runner.ts';
import type { EntryFilePlacer, PhotoEntryType } from './entry-files.ts';

export const ENTRY_FILES_JOB = 'entry-files';
const EVERY_MS = 10 * 60_000;
/** Entries placed per run; a larger backlog continues at the next run. */
const BATCH = 500;

/** The partial indexes' predicate (`*_misplaced_files_idx`), word for word so they are used. */
const misplaced = (table: 'pet_photos' | 'pet_captions') => {
  const t = sql.identifier(table);
  return sql`${t}.image_key is not null and ${t}.status <> 'removed' and (${t}.status = 'visible') = (${t}.image_url like '/api/files/private/%')`;
};

/**
 * Repairs entries whose photo files are in the wrong storage area
 * (docs/decisions/0117-entry-photos-follow-visibility.md): entries stored before the private area
 * existed, and moves that failed (storage down). Normally finds nothing, through partial indexes.
 */
export async function placeMisplacedFiles(
  app: FastifyInstance,
  placer: EntryFilePlacer,
  signal?: AbortSignal,
): Promise<number> {
  const rows = await rowsOf<{ type: PhotoEntryType; id: string }>(
    app.db,
    sql`(select 'pet' as type, id from pet_photos where ${misplaced('pet_photos')} limit ${BATCH})
      union all
      (select 'contest', id from pet_captions where ${misplaced('pet_captions')} limit ${BATCH})`,
  );
  let moved = 0;
  for (const row of rows) {
    if (signal?.aborted) break;
    if (await placer.schedule(row.type, row.id)) moved++;
  }
  if (moved > 0) app.log.info({ moved }, 'entry photo files moved to their storage area');
  return moved;
}

export function defineEntryFilesJob(app: FastifyInstance, placer: EntryFilePlacer): Job<number> {
  return app.jobs.define({
    name: ENTRY_FILES_JOB,
    next: (now) => new Date(now.getTime() + EVERY_MS),
    run: ({ signal }) => placeMisplacedFiles(app, placer, signal),
  });
}

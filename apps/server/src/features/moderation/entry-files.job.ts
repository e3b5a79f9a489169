import type { Ctx } from '../../context/index.ts';
import type { Job } from '../../jobs/runner.ts';
import type { EntryFilePlacer } from './entry-files.ts';
import { misplacedEntries } from './entry-files.queries.ts';

export const ENTRY_FILES_JOB = 'entry-files';
const EVERY_MS = 10 * 60_000;
/** Entries placed per run; a larger backlog continues at the next run. */
const BATCH = 500;

/**
 * Repairs entries whose photo files are in the wrong storage area
 * (docs/decisions/0117-entry-photos-follow-visibility.md): entries stored before the private area
 * existed, and moves that failed (storage down). Normally finds nothing, through partial indexes.
 */
export async function placeMisplacedFiles(
  ctx: Ctx<'db' | 'log'>,
  placer: EntryFilePlacer,
  signal?: AbortSignal,
): Promise<number> {
  const rows = await misplacedEntries(ctx.db, BATCH);
  let moved = 0;
  for (const row of rows) {
    if (signal?.aborted) break;
    if (await placer.schedule(row.type, row.id)) moved++;
  }
  if (moved > 0) ctx.log.info({ moved }, 'entry photo files moved to their storage area');
  return moved;
}

export function defineEntryFilesJob(
  ctx: Ctx<'jobs' | 'db' | 'log'>,
  placer: EntryFilePlacer,
): Job<number> {
  return ctx.jobs.define({
    name: ENTRY_FILES_JOB,
    next: (now) => new Date(now.getTime() + EVERY_MS),
    run: ({ signal }) => placeMisplacedFiles(ctx, placer, signal),
  });
}

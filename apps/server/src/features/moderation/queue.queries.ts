import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { QueueReason, SubjectType } from '../../db/schema/index.ts';

type Queryable = Pick<Database, 'execute'>;

export interface QueueEntry {
  subjectType: SubjectType;
  subjectId: string;
  ownerId: string | null;
  reasons: QueueReason[];
  screening?: Record<string, unknown> | null;
  duplicateOf?: { subjectType: SubjectType; subjectId: string; distance: number } | null;
  /** Open reports to add to the count. */
  reports?: number;
  details?: Record<string, unknown> | null;
}

/**
 * Puts an item in the review queue, or adds reasons to its row (it moves to the top: the queue is
 * newest first). One upsert; safe against concurrent reports of the same item.
 */
export async function enqueue(db: Queryable, entry: QueueEntry): Promise<void> {
  if (entry.reasons.length === 0) return;
  const reasons = `{${entry.reasons.join(',')}}`;
  await db.execute(sql`
    insert into review_queue as q (subject_type, subject_id, owner_id, reasons, screening,
      duplicate_of_type, duplicate_of_id, duplicate_distance, report_count, details)
    values (${entry.subjectType}, ${entry.subjectId}, ${entry.ownerId}, ${reasons}::text[],
      ${entry.screening ? JSON.stringify(entry.screening) : null}::jsonb,
      ${entry.duplicateOf?.subjectType ?? null}, ${entry.duplicateOf?.subjectId ?? null}::uuid,
      ${entry.duplicateOf?.distance ?? null}::int, ${entry.reports ?? 0},
      ${entry.details ? JSON.stringify(entry.details) : null}::jsonb)
    on conflict (subject_type, subject_id) do update set
      reasons = (select array_agg(distinct r order by r) from unnest(q.reasons || excluded.reasons) as r),
      queued_at = now(),
      screening = coalesce(excluded.screening, q.screening),
      duplicate_of_type = coalesce(excluded.duplicate_of_type, q.duplicate_of_type),
      duplicate_of_id = coalesce(excluded.duplicate_of_id, q.duplicate_of_id),
      duplicate_distance = coalesce(excluded.duplicate_distance, q.duplicate_distance),
      report_count = q.report_count + excluded.report_count,
      details = coalesce(excluded.details, q.details)`);
}

/**
 * Reports took the item out of public view: its row sorts first in the queue until a moderator
 * decides (docs/product/moderation.md, Queue order). Call it in the transaction that hid it.
 */
export async function markHiddenByReports(
  db: Queryable,
  item: { subjectType: SubjectType; subjectId: string },
): Promise<void> {
  await db.execute(sql`
    update review_queue set hidden_by_reports = true
    where subject_type = ${item.subjectType} and subject_id = ${item.subjectId}`);
}

/** Takes items out of the queue (a moderator decided); the number of rows that were there. */
export async function dequeue(
  db: Queryable,
  items: readonly { subjectType: SubjectType; subjectId: string }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const result = (await db.execute(sql`
    delete from review_queue as q
    using unnest(${`{${items.map((i) => i.subjectType).join(',')}}`}::text[],
      ${`{${items.map((i) => i.subjectId).join(',')}}`}::text[]) as i(t, id)
    where q.subject_type = i.t and q.subject_id = i.id`)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return result.rowCount ?? result.affectedRows ?? 0;
}

import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Cursor, QueueCursor } from './cursor.ts';

/** A timestamp column as the cursor's text (UTC, microseconds). */
export function cursorTime(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * "After the cursor" for lists ordered by `time desc, id asc`, written so that the index on
 * (time desc, id) is entered at the cursor (`time <= c`) rather than filtered from the top.
 */
export function afterCursor(time: SQL, id: SQL, cursor: Cursor | null): SQL {
  if (!cursor) return sql`true`;
  return sql`(${time} <= ${cursor.at}::timestamptz and (${time} < ${cursor.at}::timestamptz or ${id} > ${cursor.id}))`;
}

/**
 * "After the cursor" for the review queue, ordered by `hidden_by_reports desc, queued_at desc,
 * subject_id` (review_queue_order_idx): the rest of the cursor's group, then the groups after it.
 */
export function afterQueueCursor(hidden: SQL, time: SQL, id: SQL, cursor: QueueCursor | null): SQL {
  if (!cursor) return sql`true`;
  const sameGroup = afterCursor(time, id, cursor);
  return sql`(${hidden} < ${cursor.hidden} or (${hidden} = ${cursor.hidden} and ${sameGroup}))`;
}

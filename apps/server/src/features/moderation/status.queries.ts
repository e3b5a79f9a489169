import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { EntryStatus, StatusBy, SubjectType } from '../../db/schema/index.ts';

type Queryable = Pick<Database, 'execute'>;

const TABLE: Partial<Record<SubjectType, string>> = {
  pet: 'pet_photos',
  contest: 'pet_captions',
  caption: 'captions',
};

/**
 * Sets an entry's status (pets, contests, user captions). `onlyFrom` guards the change (e.g. only
 * a visible entry is hidden by reports), so concurrent decisions do not undo each other. Returns
 * whether the row changed.
 */
export async function setStatus(
  db: Queryable,
  subjectType: SubjectType,
  id: string,
  next: { status: EntryStatus; statusBy: StatusBy | null; statusReason: string | null },
  onlyFrom?: readonly EntryStatus[],
): Promise<boolean> {
  const table = TABLE[subjectType];
  if (!table) return false;
  const guard = onlyFrom ? sql` and status = any(${`{${onlyFrom.join(',')}}`}::text[])` : sql``;
  const result = (await db.execute(sql`
    update ${sql.identifier(table)} set status = ${next.status}, status_by = ${next.statusBy},
      status_reason = ${next.statusReason}
    where id = ${id}::uuid${guard}
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { EntryStatus, SubjectType } from '../../db/schema/index.ts';

type Queryable = Pick<Database, 'execute'>;

/** What moderation needs to know of a reportable or queued item. */
export interface Subject {
  subjectType: SubjectType;
  id: string;
  ownerId: string | null;
  status: EntryStatus;
  /** The contest a user caption belongs to (its share id), for caches and links. */
  shareId: string | null;
}

/**
 * One item by type and id: a pet, a caption contest, a caption written by a user (AI captions have
 * no owner to answer for them: report the contest), or an avatar (its id is its user's id). Null
 * when it does not exist.
 */
export async function findSubject(
  db: Queryable,
  subjectType: SubjectType,
  id: string,
): Promise<Subject | null> {
  const statement =
    subjectType === 'pet'
      ? sql`select user_id as "ownerId", status, null as "shareId" from pet_photos where id = ${id}::uuid`
      : subjectType === 'contest'
        ? sql`select user_id as "ownerId", status, share_id as "shareId" from pet_captions where id = ${id}::uuid`
        : subjectType === 'caption'
          ? sql`select c.user_id as "ownerId", c.status, p.share_id as "shareId"
              from captions as c join pet_captions as p on p.id = c.pet_id
              where c.id = ${id}::uuid and c.user_id is not null`
          : sql`select id as "ownerId", 'visible' as status, null as "shareId"
              from users where id = ${id}`;
  const result = (await db.execute(statement)) as unknown as {
    rows: { ownerId: string | null; status: EntryStatus; shareId: string | null }[];
  };
  const row = result.rows[0];
  return row ? { subjectType, id, ...row } : null;
}

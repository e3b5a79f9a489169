import type { SubjectRef } from '@pawprize/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { EntryStatus, ImageVariant, StatusBy } from '../../db/schema/index.ts';

/**
 * The statements of moderators' decisions on entries (docs/decisions/0063-admin-console.md): the
 * items locked with their owners, their status, an avatar's address, the reports resolved and a
 * removed photo's hash.
 */

/** An item as the decision reads it, locked (`for update`) until the transaction ends. */
export interface SubjectRow {
  id: string;
  ownerId: string | null;
  ownerEmail: string | null;
  ownerName: string | null;
  status: EntryStatus;
  title: string;
  shareId: string | null;
  contestId: string | null;
  imageKey: string | null;
  variants: ImageVariant[] | null;
  captionIds: string[] | null;
  queued: boolean;
  details: Record<string, unknown> | null;
  currentUrl: string | null;
}

/** A Postgres array literal of ids, as the statements take them. */
const idList = (ids: readonly string[]) => `{${ids.join(',')}}`;

const owner = sql`u.email as "ownerEmail", coalesce(pr.full_name, u.name) as "ownerName"`;

const queued = (type: string, id: ReturnType<typeof sql>) =>
  sql`exists (select 1 from review_queue as q where q.subject_type = ${type} and q.subject_id = ${id}::text) as queued`;

/** Pets by id, with their owners. */
export function lockPets(tx: Queryable, ids: readonly string[]): Promise<SubjectRow[]> {
  return rowsOf<SubjectRow>(
    tx,
    sql`select p.id, p.user_id as "ownerId", ${owner}, p.status, p.pet_name as title,
      p.image_key as "imageKey", p.variants, ${queued('pet', sql`p.id`)}
    from pet_photos as p join users as u on u.id = p.user_id
    left join profiles as pr on pr.id = p.user_id
    where p.id = any(${idList(ids)}::uuid[]) for update of p`,
  );
}

/** Caption contests by id, with their owners and their captions' ids (share cards). */
export function lockContests(tx: Queryable, ids: readonly string[]): Promise<SubjectRow[]> {
  return rowsOf<SubjectRow>(
    tx,
    sql`select p.id, p.user_id as "ownerId", ${owner}, p.status, p.pet_name as title,
      p.share_id as "shareId", p.image_key as "imageKey", p.variants,
      array(select c.id::text from captions as c where c.pet_id = p.id) as "captionIds",
      ${queued('contest', sql`p.id`)}
    from pet_captions as p join users as u on u.id = p.user_id
    left join profiles as pr on pr.id = p.user_id
    where p.id = any(${idList(ids)}::uuid[]) for update of p`,
  );
}

/** Members' captions by id, with their owners and contests. */
export function lockCaptions(tx: Queryable, ids: readonly string[]): Promise<SubjectRow[]> {
  return rowsOf<SubjectRow>(
    tx,
    sql`select c.id, c.user_id as "ownerId", ${owner}, c.status, c.caption as title,
      p.share_id as "shareId", p.id as "contestId", p.image_key as "imageKey",
      ${queued('caption', sql`c.id`)}
    from captions as c join pet_captions as p on p.id = c.pet_id
    join users as u on u.id = c.user_id left join profiles as pr on pr.id = c.user_id
    where c.id = any(${idList(ids)}::uuid[]) for update of c`,
  );
}

/** Avatars by account id: the current picture and the waiting one (the queue row's details). */
export function lockAvatars(tx: Queryable, ids: readonly string[]): Promise<SubjectRow[]> {
  return rowsOf<SubjectRow>(
    tx,
    sql`select u.id, u.id as "ownerId", ${owner}, 'visible' as status,
      'Avatar of ' || coalesce(pr.username, u.email) as title, pr.avatar_url as "currentUrl",
      q.details, q.subject_id is not null as queued
    from users as u left join profiles as pr on pr.id = u.id
    left join review_queue as q on q.subject_type = 'avatar' and q.subject_id = u.id
    where u.id = any(${idList(ids)}::text[]) for update of u`,
  );
}

const TABLES = { pet: 'pet_photos', contest: 'pet_captions', caption: 'captions' } as const;
export type EntryType = keyof typeof TABLES;

/** Sets the status of entries of one type, with who set it and why. */
export async function setEntriesStatus(
  tx: Queryable,
  type: EntryType,
  ids: readonly string[],
  next: { status: EntryStatus; statusBy: StatusBy | null; statusReason: string | null },
): Promise<void> {
  await tx.execute(sql`
      update ${sql.identifier(TABLES[type])}
      set status = ${next.status}, status_by = ${next.statusBy}, status_reason = ${next.statusReason}
      where id = any(${idList(ids)}::uuid[])`);
}

/** The current status of entries of one type. */
export function entryStatuses(
  tx: Queryable,
  type: EntryType,
  ids: readonly string[],
): Promise<{ id: string; status: EntryStatus }[]> {
  return rowsOf<{ id: string; status: EntryStatus }>(
    tx,
    sql`select id, status from ${sql.identifier(TABLES[type])}
        where id = any(${idList(ids)}::uuid[])`,
  );
}

/** Makes the waiting picture an account's avatar. */
export async function setAvatarUrl(tx: Queryable, userId: string, url: string): Promise<void> {
  await tx.execute(sql`update profiles set avatar_url = ${url}, updated_at = now()
          where id = ${userId}`);
}

/** Takes an account's avatar away. */
export async function clearAvatarUrl(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`update profiles set avatar_url = null, updated_at = now()
        where id = ${userId}`);
}

/** Resolves the open reports of these items. */
export async function resolveReportsOf(
  tx: Queryable,
  items: readonly SubjectRef[],
  resolution: 'dismissed' | 'actioned',
): Promise<void> {
  await tx.execute(sql`
      update reports as r set resolved_at = now(),
        resolution = ${resolution}
      from unnest(${idList(items.map((d) => d.subjectType))}::text[],
        ${idList(items.map((d) => d.subjectId))}::uuid[]) as i(t, id)
      where r.subject_type = i.t and r.subject_id = i.id and r.resolved_at is null`);
}

/**
 * Marks removed pets' and contests' photo hashes, unlinked from the entry: the photo can never come
 * back (ADR 0061).
 */
export async function markPhotosRemoved(
  tx: Queryable,
  petIds: readonly string[],
  contestIds: readonly string[],
): Promise<void> {
  await tx.execute(sql`
        update photo_hashes set removed_at = now(), pet_id = null, contest_id = null
        where pet_id = any(${idList(petIds)}::uuid[])
          or contest_id = any(${idList(contestIds)}::uuid[])`);
}

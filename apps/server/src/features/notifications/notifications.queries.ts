import { sql } from 'drizzle-orm';
import type { NotificationKind } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The notifications' SQL (docs/product/notifications.md). Votes are grouped per pet per UTC
 * day and recounted from the votes table (docs/decisions/0170-notifications-grouped-votes.md).
 */

/** Rows older than this are neither listed nor counted (and the clean-up deletes them). */
const kept = (days: number) => sql`now() - make_interval(days => ${days})`;

/** The member wants `kind` (no settings row: every kind on) and is not banned. */
const wants = (member: ReturnType<typeof sql>, kind: NotificationKind) => sql`
  not exists (select 1 from notification_settings as s
    where s.member_id = ${member} and not s.${sql.identifier(kind)})
  and not exists (select 1 from bans as b where b.user_id = ${member})`;

/**
 * The vote groups of `petIds` to recount: each pet whose owner receives vote notifications, with
 * the UTC days a vote just counted may belong to (today, and yesterday during the day's first
 * minute).
 */
function voteGroups(petIds: readonly string[]) {
  return sql`
    select p.id as pet_id, p.user_id as member_id, d.day
    from pet_photos as p
    cross join (select distinct x as day from unnest(array[
        (now() at time zone 'UTC')::date,
        ((now() - interval '1 minute') at time zone 'UTC')::date]) as x) as d
    where p.id = any(${`{${petIds.join(',')}}`}::uuid[]) and ${wants(sql`p.user_id`, 'votes')}`;
}

/**
 * Recounts the vote groups of `petIds` from the votes table, in the caller's transaction, a
 * handful of statements for all of them. The upsert locks every group's row first (in one
 * order, so two recounts cannot deadlock), so the count (a later statement, a later snapshot)
 * sees every vote committed before a concurrent recount of the same group finished. New votes
 * make a group unread and move it to the top; a group whose votes were all taken back goes.
 */
export async function recountVoteGroups(tx: Queryable, petIds: readonly string[]): Promise<void> {
  if (petIds.length === 0) return;
  const groups = voteGroups(petIds);
  await tx.execute(sql`
    insert into notifications (member_id, kind, pet_id, day)
    select g.member_id, 'votes', g.pet_id, g.day from (${groups}) as g
    order by g.pet_id, g.day
    on conflict (pet_id, day) where kind = 'votes' do update set votes = notifications.votes`);
  await tx.execute(sql`
    update notifications as n set
      votes = c.n,
      votes_seen = least(n.votes_seen, c.n),
      at = case when c.n > n.votes then now() else n.at end,
      read_at = case
        when c.n > n.votes then null
        when c.n <= n.votes_seen then coalesce(n.read_at, now())
        else n.read_at end
    from (select g.pet_id, g.day,
        (select count(*)::int from votes as v
          where v.photo_id = g.pet_id
            and v.created_at >= (g.day)::timestamp at time zone 'UTC'
            and v.created_at < (g.day + 1)::timestamp at time zone 'UTC') as n
      from (${groups}) as g) as c
    where n.kind = 'votes' and n.pet_id = c.pet_id and n.day = c.day`);
  await tx.execute(sql`
    delete from notifications
    where kind = 'votes' and votes = 0
      and pet_id = any(${`{${petIds.join(',')}}`}::uuid[])`);
}

export interface ModerationRow {
  memberId: string;
  petId: string | null;
  payload: Record<string, unknown>;
}

/** Moderators' decisions, one statement for all, in the decision's transaction. */
export async function insertModerationRows(
  tx: Queryable,
  rows: readonly ModerationRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into notifications (member_id, kind, pet_id, payload)
    select x.member_id, 'moderation', x.pet_id, x.payload
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ member_id: r.memberId, pet_id: r.petId, payload: r.payload })))}::jsonb)
      as x(member_id text, pet_id uuid, payload jsonb)
    where ${wants(sql`x.member_id`, 'moderation')}`);
}

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  petId: string | null;
  petName: string | null;
  day: string | null;
  votes: number;
  votesSeen: number;
  payload: Record<string, unknown>;
  at: Date | string;
  readAt: Date | string | null;
}

/** One page of the member's notifications, newest first (one more row than asked: "more"). */
export async function listNotifications(
  db: Queryable,
  memberId: string,
  page: { limit: number; offset: number; keptDays: number },
): Promise<NotificationRow[]> {
  return rowsOf<NotificationRow>(
    db,
    sql`select n.id, n.kind, n.pet_id as "petId", p.pet_name as "petName", n.day::text as day,
        n.votes, n.votes_seen as "votesSeen", n.payload, n.at, n.read_at as "readAt"
      from notifications as n
      left join pet_photos as p on p.id = n.pet_id and n.kind = 'votes'
      where n.member_id = ${memberId} and n.at > ${kept(page.keptDays)}
      order by n.at desc, n.id desc
      limit ${page.limit} offset ${page.offset}`,
  );
}

/** The member's unread notifications, counted up to `cap`. */
export async function countUnread(
  db: Queryable,
  memberId: string,
  cap: number,
  keptDays: number,
): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from notifications
      where member_id = ${memberId} and read_at is null and at > ${kept(keptDays)}
      limit ${cap}) as u`,
  );
  return row?.n ?? 0;
}

/** Marks one of the member's notifications read; false when they have no such notification. */
export async function markRead(db: Queryable, memberId: string, id: string): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update notifications set read_at = coalesce(read_at, now()), votes_seen = votes
      where id = ${id}::uuid and member_id = ${memberId} returning id`,
  );
  return rows.length > 0;
}

/** Marks all the member's notifications read; how many were unread. */
export async function markAllRead(db: Queryable, memberId: string): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update notifications set read_at = now(), votes_seen = votes
      where member_id = ${memberId} and read_at is null returning id`,
  );
  return rows.length;
}

export interface SettingsRow {
  votes: boolean;
  moderation: boolean;
}

export async function readSettings(db: Queryable, memberId: string): Promise<SettingsRow | null> {
  const [row] = await rowsOf<SettingsRow>(
    db,
    sql`select votes, moderation from notification_settings where member_id = ${memberId}`,
  );
  return row ?? null;
}

/** Writes the kinds given (the others keep their value, or the default). */
export async function writeSettings(
  db: Queryable,
  memberId: string,
  patch: Partial<SettingsRow>,
): Promise<SettingsRow> {
  const [row] = await rowsOf<SettingsRow>(
    db,
    sql`insert into notification_settings (member_id, votes, moderation)
      values (${memberId}, ${patch.votes ?? true}, ${patch.moderation ?? true})
      on conflict (member_id) do update set
        votes = coalesce(${patch.votes ?? null}::boolean, notification_settings.votes),
        moderation = coalesce(${patch.moderation ?? null}::boolean, notification_settings.moderation),
        updated_at = now()
      returning votes, moderation`,
  );
  return row!;
}

/** Deletes notifications older than `keptDays`, at most `batch`; how many went. */
export async function deleteOld(db: Queryable, keptDays: number, batch: number): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`delete from notifications where id in (
      select id from notifications where at < ${kept(keptDays)} limit ${batch}) returning id`,
  );
  return rows.length;
}

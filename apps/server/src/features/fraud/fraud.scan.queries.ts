import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  BURST_BASELINE_DAYS,
  BURST_MIN_VOTES,
  BURST_WINDOW_MS,
  NEW_ACCOUNT_MS,
  OUTLIER_MIN_VOTES,
} from './fraud.rules.ts';

/**
 * The detectors' reads over one stretch of time (docs/decisions/0085-fraud-detection.md): the
 * votes cast in it (BRIN on created_at), the accounts created in it or just before, and the
 * battle voters active in it. Times are epoch milliseconds.
 */

export type VoteRef = [id: string, source: 'card' | 'swipe', voter: string];

/**
 * Card and swipe votes from `start` to `to`, grouped by pet, group (a visitor's network, or new
 * accounts) and burst window; only the groups with BURST_MIN_VOTES votes or more.
 */
export function burstGroups(db: Queryable, start: number, to: number) {
  return rowsOf<{
    petId: string;
    group: string;
    bucket: number;
    n: number;
    first: number;
    last: number;
    votes: VoteRef[];
  }>(
    db,
    sql`
    with v as (
      select v.id, v.photo_id, v.created_at, v.source,
        coalesce(v.user_id, v.visitor_id::text) as voter,
        case when v.visitor_id is not null then v.ip_prefix
             when v.created_at - u.created_at < ${`${NEW_ACCOUNT_MS} milliseconds`}::interval
               then 'new-accounts' end as grp
      from votes as v left join users as u on u.id = v.user_id
      where v.created_at >= to_timestamp(${start / 1000}) and v.created_at < to_timestamp(${to / 1000})
    )
    select photo_id as "petId", grp as "group",
      floor(extract(epoch from created_at) * 1000 / ${BURST_WINDOW_MS})::float8 * ${BURST_WINDOW_MS} as bucket,
      count(*)::int as n,
      (extract(epoch from min(created_at)) * 1000)::float8 as first,
      (extract(epoch from max(created_at)) * 1000)::float8 as last,
      json_agg(json_build_array(id, source, voter) order by created_at) as votes
    from v where grp is not null
    group by 1, 2, 3 having count(*) >= ${BURST_MIN_VOTES}`,
  );
}

/** Each group's pet's votes in the BURST_BASELINE_DAYS before its window, and the pet's name. */
export function burstBaselines(
  db: Queryable,
  groups: readonly { petId: string; bucket: number }[],
) {
  return rowsOf<{ n: number; name: string }>(
    db,
    sql`
    select (select count(*)::int from votes as v
            where v.photo_id = c.pet
              and v.created_at >= to_timestamp(c.bucket / 1000) - ${`${BURST_BASELINE_DAYS} days`}::interval
              and v.created_at < to_timestamp(c.bucket / 1000)) as n,
      coalesce((select pet_name from pet_photos where id = c.pet), '') as name
    from unnest(${`{${groups.map((g) => g.petId).join(',')}}`}::uuid[],
                ${`{${groups.map((g) => g.bucket).join(',')}}`}::float8[]) with ordinality as c(pet, bucket, i)
    order by c.i`,
  );
}

/** Accounts created from `since` to `to` (at most `limit`, newest first) with all their votes. */
export function newAccounts(db: Queryable, since: number, to: number, limit: number) {
  return rowsOf<{
    id: string;
    createdAt: number;
    label: string;
    votes: [id: string, petId: string, source: 'card' | 'swipe', at: number][];
  }>(
    db,
    sql`
    select u.id, (extract(epoch from u.created_at) * 1000)::float8 as "createdAt",
      coalesce(p.username, 'account ' || left(u.id, 8)) as label,
      coalesce((select json_agg(json_build_array(v.id, v.photo_id, v.source,
                  (extract(epoch from v.created_at) * 1000)::float8))
                from votes as v where v.user_id = u.id), '[]') as votes
    from users as u left join profiles as p on p.id = u.id
    where u.created_at >= to_timestamp(${since / 1000})
      and u.created_at < to_timestamp(${to / 1000})
    order by u.created_at desc, u.id
    limit ${limit}`,
  );
}

/**
 * The battle voters active from `from` to `to` (at most `limit`) with OUTLIER_MIN_VOTES battle
 * votes or more: each vote with the chosen and the other pet's strength.
 */
export function battleVoters(db: Queryable, from: number, to: number, limit: number) {
  return rowsOf<{
    voter: string;
    label: string;
    votes: [id: string, chosen: number, other: number, at: number][];
  }>(
    db,
    sql`
    with active as (
      select distinct user_id, visitor_id from battle_votes
      where created_at >= to_timestamp(${from / 1000}) and created_at < to_timestamp(${to / 1000})
      limit ${limit}
    ), theirs as (
      select 'u:' || v.user_id as voter, v.* from active as a
        join battle_votes as v on v.user_id = a.user_id and v.user_id is not null
      union all
      select 'v:' || v.visitor_id as voter, v.* from active as a
        join battle_votes as v on v.visitor_id = a.visitor_id and v.visitor_id is not null
    )
    select t.voter,
      coalesce(max(p.username), case when t.voter like 'u:%' then 'account ' || substr(t.voter, 3, 8)
        else 'visitor ' || substr(t.voter, 3, 8) end) as label,
      json_agg(json_build_array(t.id, rc.strength, ro.strength,
        (extract(epoch from t.created_at) * 1000)::float8)) as votes
    from theirs as t
    join battles as b on b.id = t.battle_id
    join battle_rankings as rc on rc.pet_id = t.voted_pet_id
    join battle_rankings as ro on ro.pet_id =
      case when t.voted_pet_id = b.pet1_id then b.pet2_id else b.pet1_id end
    left join profiles as p on p.id = t.user_id
    group by t.voter
    having count(*) >= ${OUTLIER_MIN_VOTES}`,
  );
}

/** Pets' names by id. */
export async function petNames(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, pet_name as name from pet_photos where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

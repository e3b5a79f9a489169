import { CAPTION_WINNER_MIN_VOTES } from '@pawprize/shared';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { VoidSource } from '../../db/schema/index.ts';

/**
 * The statements that move votes between their tables and `voided_votes`
 * (docs/decisions/0062-bans-and-vote-voiding.md), each correcting every counter the moved votes
 * fed: a pet's `votes_count`, a battle's side counters and both pets'
 * `pet_battle_stats.battles_count`, a caption's `votes`.
 */

/** Who voided the votes moved by one statement, as voided_votes records it. */
export interface MoveMeta {
  adminId: string;
  reason: string;
  batchId: string;
  source: VoidSource;
}

/** Votes cast by an account (over `votes as v` or `battle_votes as v`). */
export const votesOfUser = (userId: string): SQL => sql`v.user_id = ${userId}`;

/** Votes with these ids (over `votes as v` or `battle_votes as v`); null for none. */
export const votesWithIds = (values: readonly string[]): SQL | null =>
  values.length === 0 ? null : sql`v.id = any(${`{${values.join(',')}}`}::uuid[])`;

/** Moves the card and swipe votes matching `where` (over `votes as v`); how many of each. */
export function moveCardVotes(
  tx: Queryable,
  where: SQL,
  meta: MoveMeta,
): Promise<{ kind: 'card' | 'swipe'; n: number }[]> {
  return rowsOf<{ kind: 'card' | 'swipe'; n: number }>(
    tx,
    sql`
    with moved as (
      delete from votes as v where ${where}
      returning v.id, v.photo_id, v.user_id, v.visitor_id, v.source, v.local_day, v.created_at
    ), kept as (
      insert into voided_votes (id, kind, pet_id, voter_user_id, voter_visitor_id, local_day,
cast_at, source, voided_by, reason, batch_id)
      select id, source, photo_id, user_id, visitor_id, local_day, created_at, ${meta.source},
${meta.adminId}, ${meta.reason}, ${meta.batchId}::uuid
      from moved
    ), counters as (
      update pet_photos as p set votes_count = p.votes_count - m.n
      from (select photo_id, count(*)::int as n from moved group by photo_id) as m
      where p.id = m.photo_id
    )
    select source as kind, count(*)::int as n from moved group by source`,
  );
}

/** Moves the battle votes matching `where` (over `battle_votes as v`); how many. */
export function moveBattleVotes(
  tx: Queryable,
  where: SQL,
  meta: MoveMeta,
): Promise<{ kind: 'battle'; n: number }[]> {
  return rowsOf<{ kind: 'battle'; n: number }>(
    tx,
    sql`
    with moved as (
      delete from battle_votes as v using battles as b
      where ${where} and b.id = v.battle_id
      returning v.id, v.battle_id, v.user_id, v.visitor_id, v.voted_pet_id, v.created_at,
b.pet1_id, b.pet2_id
    ), kept as (
      insert into voided_votes (id, kind, pet_id, battle_id, voter_user_id, voter_visitor_id,
cast_at, source, voided_by, reason, batch_id)
      select id, 'battle', voted_pet_id, battle_id, user_id, visitor_id, created_at,
${meta.source}, ${meta.adminId}, ${meta.reason}, ${meta.batchId}::uuid
      from moved
    ), sides as (
      update battles as b
      set pet1_votes = b.pet1_votes - m.n1, pet2_votes = b.pet2_votes - m.n2
      from (select battle_id, sum((voted_pet_id = pet1_id)::int)::int as n1,
      sum((voted_pet_id = pet2_id)::int)::int as n2
    from moved group by battle_id) as m
      where b.id = m.battle_id
    ), stats as (
      update pet_battle_stats as s set battles_count = s.battles_count - m.n
      from (select pet_id, count(*)::int as n from moved,
      lateral (values (pet1_id), (pet2_id)) as side(pet_id)
    group by pet_id) as m
      where s.pet_id = m.pet_id
    )
    select 'battle' as kind, count(*)::int as n from moved`,
  );
}

/** Moves an account's caption votes (source 'moderator'); the contest of each. */
export function moveCaptionVotesOf(
  tx: Queryable,
  userId: string,
  meta: Omit<MoveMeta, 'source'>,
): Promise<{ contestId: string }[]> {
  return rowsOf<{ contestId: string }>(
    tx,
    sql`
    with moved as (
      delete from caption_votes where user_id = ${userId}
      returning id, contest_id, caption_id, created_at
    ), kept as (
      insert into voided_votes (id, kind, contest_id, caption_id, voter_user_id, cast_at, source,
        voided_by, reason, batch_id)
      select id, 'caption', contest_id, caption_id, ${userId}, created_at, 'moderator',
        ${meta.adminId}, ${meta.reason}, ${meta.batchId}::uuid
      from moved
    ), counters as (
      update captions as c set votes = c.votes - m.n
      from (select caption_id, count(*)::int as n from moved group by caption_id) as m
      where c.id = m.caption_id
    )
    select contest_id as "contestId" from moved`,
  );
}

/**
 * Counts again the card and swipe votes a moderator voided for `userId`, where the pet still
 * exists and the account has not voted for it since; how many of each.
 */
export function restoreCardVotes(
  tx: Queryable,
  userId: string,
): Promise<{ kind: 'card' | 'swipe'; n: number }[]> {
  return rowsOf<{ kind: 'card' | 'swipe'; n: number }>(
    tx,
    sql`
    with back as (
      delete from voided_votes as v
      where v.voter_user_id = ${userId} and v.source = 'moderator' and v.kind in ('card', 'swipe')
        and exists (select 1 from pet_photos as p where p.id = v.pet_id)
        and not exists (select 1 from votes as o where o.photo_id = v.pet_id and o.user_id = ${userId})
      returning v.id, v.pet_id, v.kind, v.local_day, v.cast_at
    ), counted as (
      insert into votes (id, photo_id, user_id, source, local_day, created_at)
      select id, pet_id, ${userId}, kind, local_day, cast_at from back
    ), counters as (
      update pet_photos as p set votes_count = p.votes_count + m.n
      from (select pet_id, count(*)::int as n from back group by pet_id) as m
      where p.id = m.pet_id
    )
    select kind, count(*)::int as n from back group by kind`,
  );
}

/** The same for battle votes, where the account has not voted in that battle since. */
export function restoreBattleVotes(
  tx: Queryable,
  userId: string,
): Promise<{ kind: 'battle'; n: number }[]> {
  return rowsOf<{ kind: 'battle'; n: number }>(
    tx,
    sql`
    with back as (
      delete from voided_votes as v using battles as b
      where v.voter_user_id = ${userId} and v.source = 'moderator' and v.kind = 'battle'
        and b.id = v.battle_id
        and not exists (select 1 from battle_votes as o
                        where o.battle_id = v.battle_id and o.user_id = ${userId})
      returning v.id, v.battle_id, v.pet_id, v.cast_at, b.pet1_id, b.pet2_id
    ), counted as (
      insert into battle_votes (id, battle_id, user_id, voted_pet_id, created_at)
      select id, battle_id, ${userId}, pet_id, cast_at from back
    ), sides as (
      update battles as b
      set pet1_votes = b.pet1_votes + m.n1, pet2_votes = b.pet2_votes + m.n2
      from (select battle_id, sum((pet_id = pet1_id)::int)::int as n1,
              sum((pet_id = pet2_id)::int)::int as n2
            from back group by battle_id) as m
      where b.id = m.battle_id
    ), stats as (
      update pet_battle_stats as s set battles_count = s.battles_count + m.n
      from (select side.pet_id, count(*)::int as n from back,
              lateral (values (pet1_id), (pet2_id)) as side(pet_id)
            group by side.pet_id) as m
      where s.pet_id = m.pet_id
    )
    select 'battle' as kind, count(*)::int as n from back`,
  );
}

/** The same for caption votes; the contest of each. */
export function restoreCaptionVotes(
  tx: Queryable,
  userId: string,
): Promise<{ contestId: string }[]> {
  return rowsOf<{ contestId: string }>(
    tx,
    sql`
    with back as (
      delete from voided_votes as v
      where v.voter_user_id = ${userId} and v.source = 'moderator' and v.kind = 'caption'
        and exists (select 1 from captions as c where c.id = v.caption_id and c.pet_id = v.contest_id)
        and not exists (select 1 from caption_votes as o
                        where o.contest_id = v.contest_id and o.user_id = ${userId})
      returning v.id, v.contest_id, v.caption_id, v.cast_at
    ), counted as (
      insert into caption_votes (id, contest_id, caption_id, user_id, created_at)
      select id, contest_id, caption_id, ${userId}, cast_at from back
    ), counters as (
      update captions as c set votes = c.votes + m.n
      from (select caption_id, count(*)::int as n from back group by caption_id) as m
      where c.id = m.caption_id
    )
    select contest_id as "contestId" from back`,
  );
}

/**
 * The trophy of each contest by the rule of docs/product/captions.md (chooseWinner in
 * features/captions/captions.rules.ts): none until its visible captions have
 * CAPTION_WINNER_MIN_VOTES votes together, then the leader (ties: the earlier caption). Called
 * when votes are voided or restored and when a caption is hidden, removed or approved.
 */
export async function recomputeCaptionWinners(
  tx: Queryable,
  contestIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(contestIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`
    update pet_captions as pc set winner_caption_id = w.winner
    from (
      select k.id,
        case when (select coalesce(sum(c.votes), 0) from captions as c
                   where c.pet_id = k.id and c.status = 'visible') >= ${CAPTION_WINNER_MIN_VOTES}
          then (select c.id from captions as c where c.pet_id = k.id and c.status = 'visible'
                order by c.votes desc, c.created_at, c.id limit 1)
        end as winner
      from unnest(${`{${ids.join(',')}}`}::uuid[]) as k(id)
    ) as w
    where pc.id = w.id and pc.winner_caption_id is distinct from w.winner`);
}

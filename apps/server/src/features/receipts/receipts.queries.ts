import { MODERATION_PERIOD_MIN_MEMBERS } from '@pawprize/shared/schemas/receipts';
import type {
  IntegrityTotals,
  ModerationPeriod,
  PetReceipt,
  Refusals,
  RoundReceipt,
  Voided,
} from '@pawprize/shared/schemas/receipts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The receipts' reads (docs/decisions/0080-public-receipts.md). Each is one statement, so its
 * figures come from one snapshot: a pet's counted figures always add up to its `votes_count`.
 * Indexes: votes by pet (`votes_photo_created_idx`), battles by side (`battles_pair_uq`,
 * `battles_pet2_idx`), `vote_refusals`' key (pet first), `voided_votes_pet_idx`, and the month's
 * entries by `pet_photos_visible_created_at_idx`.
 */

const REASONS = {
  already_voted: 'alreadyVoted',
  daily_limit: 'dailyLimit',
  ip_cap: 'ipCap',
  signed_out: 'signedOut',
} as const satisfies Record<string, keyof Refusals>;

const SOURCES = {
  moderator: 'moderator',
  fraud: 'fraud',
  account_deleted: 'accountDeleted',
} as const satisfies Record<string, keyof Voided>;

function refusalsOf(rows: readonly { reason: string; n: number }[] | null): Refusals {
  const out: Refusals = { alreadyVoted: 0, dailyLimit: 0, ipCap: 0, signedOut: 0 };
  for (const r of rows ?? []) {
    const key = REASONS[r.reason as keyof typeof REASONS];
    if (key) out[key] += Number(r.n);
  }
  return out;
}

function voidedOf(rows: readonly { source: string; n: number }[] | null): Voided {
  const out: Voided = { moderator: 0, fraud: 0, accountDeleted: 0 };
  for (const r of rows ?? []) {
    const key = SOURCES[r.source as keyof typeof SOURCES];
    if (key) out[key] += Number(r.n);
  }
  return out;
}

/** How many voiding days a pet's receipt lists. */
export const VOIDED_DAYS_LISTED = 30;

interface PetReceiptRow {
  votesCount: number;
  card: number;
  swipeMembers: number;
  swipeVisitors: number;
  bonus: number;
  battleWins: number;
  refused: { reason: string; n: number }[] | null;
  fraud: number;
  voidedDays: PetReceipt['voidedDays'];
}

/** A visible pet's receipt; null when there is no such visible pet. */
export async function findPetReceipt(db: Queryable, petId: string): Promise<PetReceipt | null> {
  const [row] = await rowsOf<PetReceiptRow>(
    db,
    sql`with pet as (
        select id, votes_count from pet_photos where id = ${petId}::uuid and status = 'visible'
      ), counted as (
        select count(*) filter (where v.source = 'card')::int as card,
          count(*) filter (where v.source = 'swipe' and v.user_id is not null)::int as members,
          count(*) filter (where v.source = 'swipe' and v.user_id is null)::int as visitors,
          count(*) filter (where v.bonus)::int as bonus
        from votes as v where v.photo_id = (select id from pet)
      ), voided as (
        -- Fraud voids only: a ban's or a deletion's would show whom one member voted for (ADR 0104).
        select source, (voided_at at time zone 'UTC')::date as day, count(*)::int as n
        from voided_votes
        where pet_id = (select id from pet) and kind in ('card', 'swipe') and source = 'fraud'
        group by source, day
      )
      select pet.votes_count as "votesCount",
        counted.card, counted.members as "swipeMembers", counted.visitors as "swipeVisitors",
        counted.bonus,
        (coalesce((select sum(pet1_votes) from battles where pet1_id = pet.id), 0)
          + coalesce((select sum(pet2_votes) from battles where pet2_id = pet.id), 0))::int
          as "battleWins",
        (select json_agg(json_build_object('reason', reason, 'n', n)) from (
          select reason, sum(n)::int as n from vote_refusals where pet_id = pet.id group by reason
        ) as r) as refused,
        (select coalesce(sum(n), 0)::int from voided) as fraud,
        coalesce((select json_agg(json_build_object('day', day::text, 'source', source,
            'votes', n) order by day desc, source) from (
          select * from voided order by day desc, source limit ${VOIDED_DAYS_LISTED}
        ) as d), '[]'::json) as "voidedDays"
      from pet, counted`,
  );
  if (!row) return null;
  return {
    petId,
    votesCount: row.votesCount,
    counted: { card: row.card, swipeMembers: row.swipeMembers, swipeVisitors: row.swipeVisitors },
    bonus: row.bonus,
    battleWins: row.battleWins,
    refused: refusalsOf(row.refused),
    voided: { fraud: row.fraud },
    voidedDays: row.voidedDays,
  };
}

/**
 * When the first entry the public may see was uploaded (null: none yet): rounds before its month
 * had no entries, so they get no receipt (docs/product/integrity.md). `min` over
 * `pet_photos_visible_created_at_idx` reads one index entry.
 */
export async function findFirstEntryAt(db: Queryable): Promise<Date | null> {
  const [row] = await rowsOf<{ first: Date | string | null }>(
    db,
    sql`select min(created_at) as first from pet_photos where status = 'visible'`,
  );
  return row?.first ? new Date(row.first) : null;
}

export interface RoundRange {
  key: string;
  start: Date;
  end: Date;
  closed: boolean;
  /** The recorded winner of a closed month (null: none recorded, or the pet was deleted). */
  winnerPetId: string | null;
}

interface RoundRow {
  month: string;
  entries: number;
  voters: number;
  counted: number;
  voided: number;
  first: number | null;
  second: number | null;
  winnerVotes: number | null;
}

/**
 * Receipts of the given rounds, in one statement: a round's entries are the visible pets uploaded
 * in its month, its votes those cast on them before the month ended (the winners' rule,
 * docs/product/winners.md), its voided votes the card and swipe votes on them cast before then
 * (ban and deletion voids only once their period is published, ADR 0104).
 * The margin is the recorded winner's votes (the leader's, while the month runs) minus the best
 * other entry's, both counted from the rows as they stand now.
 */
export async function findRoundReceipts(
  db: Queryable,
  rounds: readonly RoundRange[],
  published: Published,
): Promise<RoundReceipt[]> {
  if (rounds.length === 0) return [];
  const months = JSON.stringify(
    rounds.map((r) => ({
      month: r.key,
      starts: r.start.toISOString(),
      ends: r.end.toISOString(),
      winner: r.winnerPetId,
    })),
  );
  const rows = await rowsOf<RoundRow>(
    db,
    sql`with months as (
        select * from jsonb_to_recordset(${months}::jsonb)
          as m(month text, starts timestamptz, ends timestamptz, winner uuid)
      ), entries as (
        select m.month, p.id, m.winner,
          (select count(*)::int from votes as v
            where v.photo_id = p.id and v.created_at < m.ends) as votes,
          (select count(*)::int from voided_votes as x
            where x.pet_id = p.id and x.kind in ('card', 'swipe') and x.cast_at < m.ends
              and (x.source = 'fraud' or x.voided_at < ${published.through})) as voided
        from months as m
        join pet_photos as p
          on p.status = 'visible' and p.created_at >= m.starts and p.created_at < m.ends
      ), ranked as (
        select e.*, row_number() over (partition by e.month
          order by coalesce(e.id = e.winner, false) desc, e.votes desc, e.id) as place
        from entries as e
      ), voters as (
        select m.month, count(distinct coalesce(v.user_id, v.visitor_id::text))::int as n
        from months as m
        join pet_photos as p
          on p.status = 'visible' and p.created_at >= m.starts and p.created_at < m.ends
        join votes as v on v.photo_id = p.id and v.created_at < m.ends
        group by m.month
      )
      select m.month,
        count(r.id)::int as entries,
        coalesce((select n from voters where voters.month = m.month), 0) as voters,
        coalesce(sum(r.votes), 0)::int as counted,
        coalesce(sum(r.voided), 0)::int as voided,
        max(r.votes) filter (where r.place = 1) as first,
        max(r.votes) filter (where r.place = 2) as second
      from months as m left join ranked as r on r.month = m.month
      group by m.month`,
  );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return rounds.map((round) => {
    const r = byMonth.get(round.key)!;
    const margin = r.first === null ? null : Math.max(0, r.first - (r.second ?? 0));
    return {
      month: round.key,
      closed: round.closed,
      entries: r.entries,
      voters: r.voters,
      votesCounted: r.counted,
      votesVoided: r.voided,
      margin,
      marginExceedsVoided: margin === null ? null : margin > r.voided,
    };
  });
}

interface TotalsRow {
  pets: number;
  card: number;
  swipeMembers: number;
  swipeVisitors: number;
  bonus: number;
  battleVotes: number;
  refused: { reason: string; n: number }[] | null;
  voided: { source: string; n: number }[] | null;
}

/** The site's totals (the /integrity page), one statement. */
export async function findTotals(
  db: Queryable,
  asOf: Date,
  published: Published,
): Promise<IntegrityTotals> {
  const [row] = await rowsOf<TotalsRow>(
    db,
    sql`select
        (select count(*)::int from pet_photos where status = 'visible') as pets,
        count(*) filter (where v.source = 'card')::int as card,
        count(*) filter (where v.source = 'swipe' and v.user_id is not null)::int as "swipeMembers",
        count(*) filter (where v.source = 'swipe' and v.user_id is null)::int as "swipeVisitors",
        count(*) filter (where v.bonus)::int as bonus,
        (select count(*)::int from battle_votes) as "battleVotes",
        (select json_agg(json_build_object('reason', reason, 'n', n)) from (
          select reason, sum(n)::int as n from vote_refusals group by reason) as r) as refused,
        (select json_agg(json_build_object('source', source, 'n', n)) from (
          select source, count(*)::int as n from voided_votes
          where kind in ('card', 'swipe')
            and (source = 'fraud' or voided_at < ${published.through})
          group by source) as s) as voided
      from votes as v`,
  );
  const r = row!;
  return {
    pets: r.pets,
    votesCounted: r.card + r.swipeMembers + r.swipeVisitors,
    counted: { card: r.card, swipeMembers: r.swipeMembers, swipeVisitors: r.swipeVisitors },
    bonus: r.bonus,
    battleVotes: r.battleVotes,
    refused: refusalsOf(r.refused),
    voided: voidedOf(r.voided),
    moderationPeriods: published.periods,
    asOf: asOf.toISOString(),
  };
}

/** What of the ban and deletion voids is public (ADR 0104). */
export interface Published {
  /** Newest first, at most MODERATION_PERIODS_LISTED. */
  periods: ModerationPeriod[];
  /** Voids before this instant are in the published periods; later ones are not public yet. */
  through: Date;
}

/** How many published periods the totals list. */
export const MODERATION_PERIODS_LISTED = 12;

const DAY_MS = 86_400_000;

/**
 * The published periods of votes voided by bans and account deletions, site-wide
 * (docs/decisions/0104-voided-votes-in-aggregate.md): whole UTC weeks that have ended, merged from
 * the oldest on until the removals of a run of weeks come from at least
 * MODERATION_PERIOD_MIN_MEMBERS members (a member: the voter's account, else the voiding batch).
 * What remains after the last published period waits for more weeks. One statement, over
 * `voided_votes_member_idx`.
 */
export async function findPublishedRemovals(db: Queryable, now: Date): Promise<Published> {
  const rows = await rowsOf<{ week: string; member: string; n: number }>(
    db,
    sql`select to_char(date_trunc('week', voided_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
        coalesce(voter_user_id, voter_visitor_id::text, batch_id::text) as member,
        count(*)::int as n
      from voided_votes
      where source in ('moderator', 'account_deleted') and kind in ('card', 'swipe')
        and voided_at < (date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC')
          at time zone 'UTC')
      group by 1, 2
      order by 1, 2`,
  );
  const periods: ModerationPeriod[] = [];
  let open: { from: string; members: Set<string>; votes: number } | undefined;
  let through = new Date(0);
  const weeks = new Map<string, typeof rows>();
  for (const r of rows) weeks.set(r.week, [...(weeks.get(r.week) ?? []), r]);
  for (const [week, members] of weeks) {
    open ??= { from: week, members: new Set(), votes: 0 };
    for (const m of members) {
      open.members.add(m.member);
      open.votes += m.n;
    }
    if (open.members.size >= MODERATION_PERIOD_MIN_MEMBERS) {
      const end = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * DAY_MS);
      periods.push({ from: open.from, to: end.toISOString().slice(0, 10), votes: open.votes });
      through = end;
      open = undefined;
    }
  }
  return { periods: periods.reverse().slice(0, MODERATION_PERIODS_LISTED), through };
}

import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type {
  Contest,
  ContestResultRow,
  ImageVariant,
  NewContestResultRow,
} from '../../db/schema/index.ts';
import { contestResults, contests } from '../../db/schema/index.ts';

/** Every statement of a contest's results (docs/product/contests.md, ADR 0142). */

/**
 * Published contests whose `results_at` has come and whose results are not recorded, oldest
 * first (the job's work; a host keeps tens of contests, so no index of its own).
 */
export async function findDueContestIds(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: contests.id })
    .from(contests)
    .where(
      and(
        eq(contests.status, 'published'),
        isNull(contests.resultsPublishedAt),
        isNotNull(contests.resultsAt),
        lte(contests.resultsAt, now),
      ),
    )
    .orderBy(asc(contests.resultsAt), asc(contests.id));
  return rows.map((r) => r.id);
}

/** An entry that may stand, with its votes in the window and what a snapshot needs. */
export interface StandingRow {
  entryId: string;
  petId: string;
  categoryId: string;
  votes: number;
  enteredAtMicros: string;
  petName: string;
  imageUrl: string;
  imageKey: string | null;
  variants: ImageVariant[];
}

/**
 * The contest's approved entries whose pet is visible, each with the votes on its pet cast in
 * [from, until). Counts vote rows: voided votes are no rows (ADR 0062). Served by
 * `contest_entries_contest_status_created_idx` and `votes_photo_created_idx`.
 */
export async function findStandings(
  db: Queryable,
  contestId: string,
  from: Date,
  until: Date,
): Promise<StandingRow[]> {
  return rowsOf<StandingRow>(
    db,
    sql`select e.id as "entryId", e.pet_id as "petId", e.category_id as "categoryId",
        (select count(*)::int from votes as v
          where v.photo_id = e.pet_id and v.created_at >= ${from.toISOString()}::timestamptz
            and v.created_at < ${until.toISOString()}::timestamptz) as votes,
        (extract(epoch from e.created_at) * 1000000)::bigint::text as "enteredAtMicros",
        p.pet_name as "petName", p.image_url as "imageUrl", p.image_key as "imageKey",
        p.variants
      from contest_entries as e
      join pet_photos as p on p.id = e.pet_id
      where e.contest_id = ${contestId} and e.status = 'approved' and p.status = 'visible'
      order by e.created_at, e.id`,
  );
}

/** One battle between two entries' pets: each side's votes cast in the window. */
export interface PairRow {
  pet1Id: string;
  pet2Id: string;
  pet1Wins: number;
  pet2Wins: number;
}

/**
 * The battle votes cast in [from, until) between two of `petIds` (the standing entries' pets),
 * per battle. Voided battle votes are no rows (ADR 0062).
 */
export async function findBattlePairs(
  db: Queryable,
  petIds: readonly string[],
  from: Date,
  until: Date,
): Promise<PairRow[]> {
  if (petIds.length < 2) return [];
  const pets = `{${petIds.join(',')}}`;
  return rowsOf<PairRow>(
    db,
    sql`select b.pet1_id as "pet1Id", b.pet2_id as "pet2Id",
        count(*) filter (where v.voted_pet_id = b.pet1_id)::int as "pet1Wins",
        count(*) filter (where v.voted_pet_id = b.pet2_id)::int as "pet2Wins"
      from battles as b
      join battle_votes as v on v.battle_id = b.id
      where b.pet1_id = any(${pets}::uuid[]) and b.pet2_id = any(${pets}::uuid[])
        and v.created_at >= ${from.toISOString()}::timestamptz
        and v.created_at < ${until.toISOString()}::timestamptz
      group by b.id, b.pet1_id, b.pet2_id`,
  );
}

/**
 * Records the places; on a place already recorded the whole transaction fails (the contest row
 * lock makes that a bug, not a race).
 */
export async function insertResults(tx: Tx, rows: readonly NewContestResultRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(contestResults).values([...rows]);
}

/** A contest's recorded places, by category then place (overall last). */
export async function findResults(db: Queryable, contestId: string): Promise<ContestResultRow[]> {
  return db
    .select()
    .from(contestResults)
    .where(eq(contestResults.contestId, contestId))
    .orderBy(sql`${contestResults.categoryId} nulls last`, asc(contestResults.place));
}

/**
 * The last `limit` published contests whose results are out, by when voting closed, newest first
 * (`contests_status_voting_close_idx`).
 */
export async function findRecentResultContests(db: Queryable, limit: number): Promise<Contest[]> {
  return db
    .select()
    .from(contests)
    .where(and(eq(contests.status, 'published'), isNotNull(contests.resultsPublishedAt)))
    .orderBy(desc(contests.votingCloseAt), desc(contests.id))
    .limit(limit);
}

/** The first places of `contestIds`, every category and overall (`contest_results_place_key`). */
export async function findFirstPlaces(
  db: Queryable,
  contestIds: readonly string[],
): Promise<ContestResultRow[]> {
  if (contestIds.length === 0) return [];
  return db
    .select()
    .from(contestResults)
    .where(and(inArray(contestResults.contestId, [...contestIds]), eq(contestResults.place, 1)));
}

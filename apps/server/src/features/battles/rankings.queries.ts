import type { BattleRanking, BattleRankings } from '@pawprize/shared/schemas/battles';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { ImageVariant } from '../../db/schema/index.ts';
import { pickListImage } from '../../images/variants.ts';
import type { BattleOutcomes, RankingRow } from './rankings.rules.ts';

/**
 * The ranking job's reads and writes, and the rankings endpoint's query (docs/product/battles.md).
 */

type Queryable = Pick<Database, 'execute'>;

/**
 * Every pet's id and the per-pair vote counts, in one statement (one snapshot). The counts come
 * from the battles' side counters, kept by each vote, so this reads one row per pair, not one per
 * vote; they travel as one comma-separated text of pet ordinals, which both drivers hand over far
 * faster than 250,000 rows (measured on PGlite: 0.6 s against 1.9 s of CPU).
 */
export async function loadOutcomes(db: Queryable): Promise<BattleOutcomes> {
  const [row] = await rowsOf<{ petIds: string | null; pairs: string | null }>(
    db,
    sql`with p as (select id, (row_number() over (order by id) - 1)::int as i from pet_photos
        where status = 'visible')
      select (select string_agg(id::text, ',' order by id) from p) as "petIds",
        (select string_agg(p1.i || ',' || p2.i || ',' || b.pet1_votes || ',' || b.pet2_votes, ',')
          from battles as b
          join p as p1 on p1.id = b.pet1_id
          join p as p2 on p2.id = b.pet2_id
          where b.pet1_votes + b.pet2_votes > 0) as "pairs"`,
  );
  const petIds = row?.petIds ? row.petIds.split(',') : [];
  const pairs = row?.pairs ? Int32Array.from(row.pairs.split(','), Number) : new Int32Array(0);
  return { petIds, pairs };
}

/** A PostgreSQL array literal of numbers (one parameter, not one per element). */
const numberArray = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null || !Number.isFinite(v) ? 'NULL' : String(v))).join(',')}}`;

/**
 * Replaces the whole table in one transaction. Pets deleted since the read are skipped (their
 * rows would break the foreign key).
 */
export async function saveRankings(
  db: Database,
  rows: readonly RankingRow[],
  computedAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The table is a snapshot of the last computation: replace all of it.
    await tx.execute(sql`delete from battle_rankings where true`);
    if (rows.length === 0) return;
    await tx.execute(sql`
      insert into battle_rankings
        (pet_id, strength, lower, upper, rank, wins, losses, battles, position, computed_at)
      select u.pet_id, u.strength, u.lower, u.upper, u.rank, u.wins, u.losses, u.battles,
        (row_number() over (order by u.strength, u.pet_id) - 1)::int,
        ${computedAt.toISOString()}::timestamptz
      from unnest(
        ${`{${rows.map((r) => r.petId).join(',')}}`}::uuid[],
        ${numberArray(rows.map((r) => r.strength))}::float8[],
        ${numberArray(rows.map((r) => r.lower))}::float8[],
        ${numberArray(rows.map((r) => r.upper))}::float8[],
        ${numberArray(rows.map((r) => r.rank))}::int[],
        ${numberArray(rows.map((r) => r.wins))}::int[],
        ${numberArray(rows.map((r) => r.losses))}::int[],
        ${numberArray(rows.map((r) => r.battles))}::int[]
      ) as u(pet_id, strength, lower, upper, rank, wins, losses, battles)
      where exists (select 1 from pet_photos as p where p.id = u.pet_id)`);
  });
  // Matchmaking's probes are planned from these statistics.
  await db.execute(sql`analyze battle_rankings`);
}

/**
 * A cheap summary of every pet's battle count: unchanged means no battle vote was cast and no
 * battled pet was deleted since it was taken, so the rankings would come out the same.
 */
export async function outcomesFingerprint(db: Queryable): Promise<string> {
  const [row] = await rowsOf<{ pets: number; battles: string }>(
    db,
    sql`select count(*)::int as pets, coalesce(sum(battles_count), 0)::text as battles
      from pet_battle_stats`,
  );
  return `${row!.pets}:${row!.battles}`;
}

interface RankedRow {
  rank: number;
  petId: string;
  petName: string;
  imageUrl: string;
  variants: ImageVariant[];
  placeholder: string | null;
  strength: number;
  lower: number;
  upper: number;
  wins: number;
  losses: number;
  battles: number;
  tied: boolean;
}

/** `GET /api/battles/rankings`: the best `limit` ranked pets and when they were computed. */
export async function readRankings(db: Queryable, limit: number): Promise<BattleRankings> {
  const rows = await rowsOf<RankedRow>(
    db,
    sql`select r.rank, r.pet_id as "petId", p.pet_name as "petName", p.image_url as "imageUrl",
        p.variants, p.placeholder, r.strength, r.lower, r.upper, r.wins, r.losses, r.battles,
        exists (select 1 from battle_rankings as t where t.rank = r.rank and t.pet_id <> r.pet_id)
          as tied
      from battle_rankings as r
      join pet_photos as p on p.id = r.pet_id
      where r.rank is not null and p.status = 'visible'
      order by r.rank, r.strength desc, r.pet_id
      limit ${limit}`,
  );
  const [stamp] = await rowsOf<{ computedAt: Date | string }>(
    db,
    sql`select computed_at as "computedAt" from battle_rankings limit 1`,
  );
  const rankings: BattleRanking[] = rows.map((row) => ({
    rank: row.rank,
    petId: row.petId,
    petName: row.petName,
    imageUrl: pickListImage(row.variants ?? [], row.imageUrl),
    variants: row.variants ?? [],
    placeholder: row.placeholder,
    strength: row.strength,
    lower: row.lower,
    upper: row.upper,
    wins: row.wins,
    losses: row.losses,
    battles: row.battles,
    tied: row.tied,
  }));
  return {
    computedAt: stamp ? new Date(stamp.computedAt).toISOString() : null,
    rankings,
  };
}

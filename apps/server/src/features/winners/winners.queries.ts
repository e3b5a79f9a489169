import type { Winner } from '@pawprize/shared/schemas/winners';
import { and, asc, desc, eq, gte, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ImageVariant } from '../../db/schema/index.ts';
import { contestWinners, petPhotos, votes } from '../../db/schema/index.ts';
import type { Candidate, MonthRange } from './winners.rules.ts';

/** A pet in the running, with what a winner's snapshot needs. */
export interface CandidateRow extends Candidate {
  petName: string;
  description: string | null;
  imageUrl: string;
  imageKey: string | null;
  variants: ImageVariant[];
}

/** Enough tied rows for the tie rule: they come earliest upload first. */
const MAX_TIED = 20;

/**
 * The pets uploaded in `month` that share the most votes cast before the month ended (several on a
 * tie; none when no pet was uploaded). Counts vote rows, not `votes_count`: votes cast after the
 * month do not count for it, voided votes are no rows (ADR 0062). Visible pets only: a hidden or
 * removed pet cannot win (ADR 0061). Served by `votes_photo_created_idx` and
 * `pet_photos_visible_created_at_idx`.
 */
export async function findCandidates(db: Database, month: MonthRange): Promise<CandidateRow[]> {
  const counts = db.$with('counts').as(
    db
      .select({ id: petPhotos.id, votes: sql<number>`count(${votes.id})::int`.as('votes') })
      .from(petPhotos)
      .leftJoin(votes, and(eq(votes.photoId, petPhotos.id), lt(votes.createdAt, month.end)))
      .where(
        and(
          gte(petPhotos.createdAt, month.start),
          lt(petPhotos.createdAt, month.end),
          eq(petPhotos.status, 'visible'),
        ),
      )
      .groupBy(petPhotos.id),
  );
  return db
    .with(counts)
    .select({
      id: petPhotos.id,
      votes: counts.votes,
      createdAtMicros: sql<string>`(extract(epoch from ${petPhotos.createdAt}) * 1000000)::bigint::text`,
      petName: petPhotos.petName,
      description: petPhotos.description,
      imageUrl: petPhotos.imageUrl,
      imageKey: petPhotos.imageKey,
      variants: petPhotos.variants,
    })
    .from(counts)
    .innerJoin(petPhotos, eq(petPhotos.id, counts.id))
    .where(sql`${counts.votes} = (select max(votes) from ${counts})`)
    .orderBy(asc(petPhotos.createdAt), asc(petPhotos.id))
    .limit(MAX_TIED);
}

/** When the first pet was uploaded (null: no pets). */
export async function findFirstUpload(db: Database): Promise<Date | null> {
  const [row] = await db.select({ first: min(petPhotos.createdAt) }).from(petPhotos);
  return row?.first ?? null;
}

/** The months (first days, 'YYYY-MM-01') already recorded from `fromFirstDay` on. */
export async function findRecordedMonths(db: Database, fromFirstDay: string): Promise<Set<string>> {
  const rows = await db
    .select({ month: contestWinners.month })
    .from(contestWinners)
    .where(gte(contestWinners.month, fromFirstDay));
  return new Set(rows.map((r) => r.month));
}

/** Records a month's winner unless one is already recorded; true when this call recorded it. */
export async function insertWinner(
  db: Pick<Database, 'insert'>,
  row: typeof contestWinners.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(contestWinners)
    .values(row)
    .onConflictDoNothing({ target: contestWinners.month })
    .returning({ month: contestWinners.month });
  return inserted.length > 0;
}

/**
 * Recorded winners of months in [fromFirstDay, beforeFirstDay), newest first. A winner whose pet
 * a moderator has since hidden or removed is left out (a pet its owner deleted keeps its record).
 */
export async function findWinners(
  db: Database,
  fromFirstDay: string,
  beforeFirstDay: string,
): Promise<Winner[]> {
  const rows = await db
    .select({
      month: contestWinners.month,
      petId: contestWinners.petId,
      petName: contestWinners.petName,
      imageUrl: contestWinners.imageUrl,
      description: contestWinners.description,
      votes: contestWinners.votes,
    })
    .from(contestWinners)
    .leftJoin(petPhotos, eq(petPhotos.id, contestWinners.petId))
    .where(
      and(
        gte(contestWinners.month, fromFirstDay),
        lt(contestWinners.month, beforeFirstDay),
        sql`(${petPhotos.id} is null or ${petPhotos.status} = 'visible')`,
      ),
    )
    .orderBy(desc(contestWinners.month));
  return rows.map((r) => ({
    month: r.month.slice(0, 7),
    petId: r.petId,
    petName: r.petName,
    imageUrl: r.imageUrl,
    description: r.description,
    votes: r.votes,
  }));
}

/** The recorded winners' pets of months in [fromFirstDay, beforeFirstDay): first day → pet id. */
export async function recordedWinners(
  db: Database,
  fromFirstDay: string,
  beforeFirstDay: string,
): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ month: contestWinners.month, petId: contestWinners.petId })
    .from(contestWinners)
    .where(and(gte(contestWinners.month, fromFirstDay), lt(contestWinners.month, beforeFirstDay)));
  return new Map(rows.map((r) => [r.month, r.petId]));
}

import type { ModerationState } from '@pawprize/shared/schemas/moderation';
import type { Pet, PetSort, RankedPet } from '@pawprize/shared/schemas/pets';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Queryable, Tx } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import { containsPattern } from '../../db/like.ts';
import { petPhotos, profiles, votes } from '../../db/schema/index.ts';
import type { EntryStatus, ImageVariant } from '../../db/schema/index.ts';
import type { Voter } from '../../identity/index.ts';
import { byVoter } from '../../identity/index.ts';
import type { PetCursor } from './pets.rules.ts';
import { competitionRanks, encodeCursor, pickListImage } from './pets.rules.ts';

/**
 * Queries of pets: the reads, and the insert and delete of an entry (pets.service.ts). Every list is one query (the owner's username comes from a join) served by
 * an index of db/schema/pets.ts; pages are keyset-paginated (no OFFSET).
 */

const columns = {
  id: petPhotos.id,
  userId: petPhotos.userId,
  petName: petPhotos.petName,
  description: petPhotos.description,
  imageUrl: petPhotos.imageUrl,
  width: petPhotos.width,
  height: petPhotos.height,
  placeholder: petPhotos.placeholder,
  variants: petPhotos.variants,
  votesCount: petPhotos.votesCount,
  status: petPhotos.status,
  statusReason: petPhotos.statusReason,
  species: petPhotos.species,
  createdAt: petPhotos.createdAt,
  /** Full-precision timestamp for cursors. */
  createdAtText: sql<string>`${petPhotos.createdAt}::text`,
  username: profiles.username,
};

export interface PetRow {
  id: string;
  userId: string;
  petName: string;
  description: string | null;
  imageUrl: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: ImageVariant[];
  votesCount: number;
  /** Only 'visible' pets are public (docs/decisions/0061-moderation-model.md). */
  status: EntryStatus;
  statusReason: string | null;
  species: string | null;
  createdAt: Date;
  createdAtText: string;
  username: string | null;
}

/** The moderation state an owner (or admin) is shown; null for a visible pet. */
export function moderationOf(row: Pick<PetRow, 'status' | 'statusReason'>): ModerationState | null {
  return row.status === 'visible' ? null : { status: row.status, reason: row.statusReason };
}

/** The API shape of a row, as seen by `viewerId` (null: anonymous). */
export function toPet(row: PetRow, viewerId: string | null, hasVoted = false): Pet {
  return {
    id: row.id,
    petName: row.petName,
    description: row.description,
    imageUrl: pickListImage(row.variants, row.imageUrl),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    variants: row.variants,
    votesCount: row.votesCount,
    createdAt: row.createdAt.toISOString(),
    owner: { username: row.username },
    isOwner: viewerId !== null && row.userId === viewerId,
    hasVoted,
    moderation: moderationOf(row),
  };
}

function selectPets(db: Database) {
  return db.select(columns).from(petPhotos).leftJoin(profiles, eq(profiles.id, petPhotos.userId));
}

const recentOrder = [desc(petPhotos.createdAt), desc(petPhotos.id)];
const popularOrder = [desc(petPhotos.votesCount), desc(petPhotos.createdAt), desc(petPhotos.id)];

function after(cursor: PetCursor): SQL {
  // Row comparisons: the leading columns match the indexes' order, so they are index conditions.
  return cursor.sort === 'recent'
    ? sql`(${petPhotos.createdAt}, ${petPhotos.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql`(${petPhotos.votesCount}, ${petPhotos.createdAt}, ${petPhotos.id}) < (${cursor.votes}::integer, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

function cursorOf(row: PetRow, sort: PetSort): string {
  return encodeCursor(
    sort === 'recent'
      ? { sort, createdAt: row.createdAtText, id: row.id }
      : { sort, votes: row.votesCount, createdAt: row.createdAtText, id: row.id },
  );
}

export interface PetPageQuery {
  sort: PetSort;
  q?: string | undefined;
  limit: number;
  cursor?: PetCursor | null | undefined;
  /** Only this owner's pets, whatever their status (My Pets); otherwise visible pets only. */
  ownerId?: string | undefined;
  /**
   * Leave out pets held for review (docs/decisions/0111-entries-held-for-review.md): the lists
   * that put pets in front of people ("More pets") rather than list them all.
   */
  notHeld?: boolean | undefined;
}

export interface PetPage {
  rows: PetRow[];
  nextCursor: string | null;
}

/** One page of pets: newest first, or most votes first (newest first among equals). */
export async function findPetPage(db: Database, query: PetPageQuery): Promise<PetPage> {
  const conditions: SQL[] = [];
  // Public lists use the partial indexes "where status = 'visible'" (db/schema/pets.ts).
  if (query.ownerId) conditions.push(eq(petPhotos.userId, query.ownerId));
  else conditions.push(eq(petPhotos.status, 'visible'));
  if (query.notHeld) conditions.push(eq(petPhotos.heldForReview, false));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(petPhotos.petName, pattern), ilike(petPhotos.description, pattern))!);
  }
  if (query.cursor) conditions.push(after(query.cursor));
  const rows = await selectPets(db)
    .where(and(...conditions))
    .orderBy(...(query.sort === 'recent' ? recentOrder : popularOrder))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  if (more) rows.pop();
  return { rows, nextCursor: more ? cursorOf(rows.at(-1)!, query.sort) : null };
}

/**
 * A signed-in owner's public pets, most votes first, each with its leaderboard rank (competition
 * rank: 1 + the public pets with more votes, as toRankedPets), for "Your pets" under the
 * leaderboard. One statement; each rank counts a range of `pet_photos_visible_votes_idx`.
 */
export async function findOwnerRanks(
  db: Database,
  ownerId: string,
  limit: number,
): Promise<{ rows: PetRow[]; ranks: number[] }> {
  const ranked = await db
    .select({
      ...columns,
      rank: sql<number>`1 + (select count(*) from pet_photos as ahead
        where ahead.status = 'visible' and ahead.votes_count > ${petPhotos.votesCount})::int`,
    })
    .from(petPhotos)
    .leftJoin(profiles, eq(profiles.id, petPhotos.userId))
    .where(and(eq(petPhotos.userId, ownerId), eq(petPhotos.status, 'visible')))
    .orderBy(...popularOrder)
    .limit(limit);
  return { rows: ranked, ranks: ranked.map((r) => Number(r.rank)) };
}

/** A pet's place in a round (the running month): see findRoundStanding. */
export interface RoundStandingRow {
  userId: string;
  status: EntryStatus;
  /** In the round: uploaded in it and public. */
  inRound: boolean;
  /** The round's public entries with more votes than this pet. */
  ahead: number;
  /** The round's public entries. */
  entries: number;
}

/**
 * Where pet `petId` stands among the public entries uploaded in [start, end) (the running
 * month's round, docs/product/winners.md): how many have more votes, and how many there are. One
 * statement; both counts read the round's range of `pet_photos_visible_created_at_idx`. Null when
 * the pet does not exist.
 */
export async function findRoundStanding(
  db: Queryable,
  petId: string,
  round: { start: Date; end: Date },
): Promise<RoundStandingRow | null> {
  const start = round.start.toISOString();
  const end = round.end.toISOString();
  const [row] = await rowsOf<RoundStandingRow>(
    db,
    sql`with pet as (
        select user_id, status, votes_count, created_at from pet_photos where id = ${petId}::uuid
      ), round as (
        select votes_count from pet_photos
        where status = 'visible' and created_at >= ${start}::timestamptz
          and created_at < ${end}::timestamptz
      )
      select pet.user_id as "userId", pet.status,
        (pet.status = 'visible' and pet.created_at >= ${start}::timestamptz
          and pet.created_at < ${end}::timestamptz) as "inRound",
        (select count(*) from round where round.votes_count > pet.votes_count)::int as ahead,
        (select count(*) from round)::int as entries
      from pet`,
  );
  return row ?? null;
}

/** A pet whatever its status: callers decide who may see a pet that is not visible. */
export async function findPet(db: Database, id: string): Promise<PetRow | null> {
  const [row] = await selectPets(db).where(eq(petPhotos.id, id)).limit(1);
  return row ?? null;
}

/** The top `limit` pets by votes, with their competition rank. */
export async function findTopPets(
  db: Database,
  limit: number,
): Promise<{ rows: PetRow[]; ranks: number[] }> {
  const { rows } = await findPetPage(db, { sort: 'popular', limit });
  return { rows, ranks: competitionRanks(rows.map((r) => r.votesCount)) };
}

export function toRankedPets(
  { rows, ranks }: { rows: PetRow[]; ranks: number[] },
  viewerId: string | null,
  voted: ReadonlySet<string> = new Set(),
): RankedPet[] {
  return rows.map((row, i) => ({ ...toPet(row, viewerId, voted.has(row.id)), rank: ranks[i]! }));
}

/**
 * Which of `petIds` the voter has voted on (one query), for `hasVoted` on pet lists and the pet
 * page. No voter (anonymous without a visitor cookie) or no ids: an empty set, no query.
 */
export async function votedPetIds(
  db: Database,
  voter: Voter | null,
  petIds: readonly string[],
): Promise<Set<string>> {
  if (!voter || petIds.length === 0) return new Set();
  const rows = await db
    .select({ petId: votes.photoId })
    .from(votes)
    .where(and(byVoter(voter), inArray(votes.photoId, [...petIds])));
  return new Set(rows.map((r) => r.petId));
}

export type NewPetRow = typeof petPhotos.$inferInsert;

/** Inserts an entry; the row as stored. */
export async function insertPet(tx: Tx, values: NewPetRow): Promise<typeof petPhotos.$inferSelect> {
  const [inserted] = await tx.insert(petPhotos).values(values).returning();
  return inserted!;
}

/** Who owns the pet and where its files are, or undefined when there is no such pet. */
export async function findPetFiles(
  db: Queryable,
  petId: string,
): Promise<
  { userId: string; petName: string; imageKey: string | null; variants: ImageVariant[] } | undefined
> {
  const [pet] = await db
    .select({
      userId: petPhotos.userId,
      petName: petPhotos.petName,
      imageKey: petPhotos.imageKey,
      variants: petPhotos.variants,
    })
    .from(petPhotos)
    .where(eq(petPhotos.id, petId));
  return pet;
}

/** Deletes the pet (its votes go with it); the number of rows deleted. */
export async function deletePetRow(db: Queryable, petId: string): Promise<number> {
  const deleted = await db
    .delete(petPhotos)
    .where(eq(petPhotos.id, petId))
    .returning({ id: petPhotos.id });
  return deleted.length;
}

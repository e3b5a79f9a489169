import type { ContestEntrySort } from '@pawprize/shared/schemas/contests';
import { and, asc, desc, eq, gt, inArray, like, lte, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/rows.ts';
import type { Contest, ContestCategory, ContestEntry } from '../../db/schema/index.ts';
import {
  contestCategories,
  contestEntries,
  contests,
  petPhotos,
  profiles,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../db/like.ts';

/** Every statement of contests and their categories (docs/product/contests.md, ADR 0140). */

export type NewContestRow = typeof contests.$inferInsert;
export type NewCategoryRow = typeof contestCategories.$inferInsert;

/** The slugs already taken among `base` and `base-…`. */
export async function findTakenSlugs(db: Queryable, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: contests.slug })
    .from(contests)
    .where(or(eq(contests.slug, base), like(contests.slug, `${escapeLike(base)}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertContest(tx: Tx, row: NewContestRow): Promise<Contest> {
  const [inserted] = await tx.insert(contests).values(row).returning();
  return inserted!;
}

export async function updateContestRow(
  tx: Tx,
  id: string,
  values: Partial<NewContestRow>,
): Promise<Contest> {
  const [updated] = await tx
    .update(contests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contests.id, id))
    .returning();
  return updated!;
}

export async function findContestById(db: Queryable, id: string): Promise<Contest | undefined> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id));
  return row;
}

export async function findContestBySlug(db: Queryable, slug: string): Promise<Contest | undefined> {
  const [row] = await db.select().from(contests).where(eq(contests.slug, slug));
  return row;
}

/**
 * The contest row, locked until the transaction ends: entries, withdrawals and updates of one
 * contest go one at a time, so limits are counted on what the one before committed.
 */
export async function lockContest(tx: Tx, id: string): Promise<Contest | undefined> {
  const [row] = await tx.select().from(contests).where(eq(contests.id, id)).for('update');
  return row;
}

/** Published contests whose voting has not closed at `now` (open and upcoming). */
export async function findCurrentPublished(db: Queryable, now: Date): Promise<Contest[]> {
  return db
    .select()
    .from(contests)
    .where(and(eq(contests.status, 'published'), gt(contests.votingCloseAt, now)))
    .orderBy(asc(contests.votingCloseAt), asc(contests.id));
}

/** The last `limit` published contests whose voting has closed, most recent first. */
export async function findPastPublished(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<Contest[]> {
  return db
    .select()
    .from(contests)
    .where(and(eq(contests.status, 'published'), lte(contests.votingCloseAt, now)))
    .orderBy(desc(contests.votingCloseAt), desc(contests.id))
    .limit(limit);
}

/** Every contest, newest first (the admin list; a host keeps tens, not thousands). */
export async function findAllContests(db: Queryable): Promise<Contest[]> {
  return db.select().from(contests).orderBy(desc(contests.createdAt), desc(contests.id));
}

/** The categories of `contestIds`, in position order: one query for a whole list. */
export async function findCategories(
  db: Queryable,
  contestIds: readonly string[],
): Promise<ContestCategory[]> {
  if (contestIds.length === 0) return [];
  return db
    .select()
    .from(contestCategories)
    .where(inArray(contestCategories.contestId, [...contestIds]))
    .orderBy(asc(contestCategories.contestId), asc(contestCategories.position));
}

export async function insertCategories(tx: Tx, rows: NewCategoryRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(contestCategories).values(rows);
}

export async function updateCategory(
  tx: Tx,
  id: string,
  values: Omit<NewCategoryRow, 'id' | 'contestId'>,
): Promise<void> {
  await tx.update(contestCategories).set(values).where(eq(contestCategories.id, id));
}

export async function deleteCategories(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) {
    await tx.delete(contestCategories).where(inArray(contestCategories.id, [...ids]));
  }
}

/** The ids among `categoryIds` that have at least one entry. */
export async function categoriesWithEntries(
  tx: Tx,
  categoryIds: readonly string[],
): Promise<Set<string>> {
  if (categoryIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: contestEntries.categoryId })
    .from(contestEntries)
    .where(inArray(contestEntries.categoryId, [...categoryIds]));
  return new Set(rows.map((r) => r.id));
}

/** A pet of `userId`, with what entering needs. */
export async function findOwnPet(tx: Tx, petId: string, userId: string) {
  const [row] = await tx
    .select({ id: petPhotos.id, status: petPhotos.status, species: petPhotos.species })
    .from(petPhotos)
    .where(and(eq(petPhotos.id, petId), eq(petPhotos.userId, userId)));
  return row;
}

/** The member's entries in the contest: category and pet of each (served by the contest/user index). */
export async function findMemberEntries(tx: Tx, contestId: string, userId: string) {
  return tx
    .select({ categoryId: contestEntries.categoryId, petId: contestEntries.petId })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId)));
}

export async function insertEntry(
  tx: Tx,
  row: typeof contestEntries.$inferInsert,
): Promise<ContestEntry> {
  const [inserted] = await tx.insert(contestEntries).values(row).returning();
  return inserted!;
}

export async function findEntry(db: Queryable, id: string): Promise<ContestEntry | undefined> {
  const [row] = await db.select().from(contestEntries).where(eq(contestEntries.id, id));
  return row;
}

export async function deleteEntry(tx: Tx, id: string): Promise<void> {
  await tx.delete(contestEntries).where(eq(contestEntries.id, id));
}

export async function disqualifyEntryRow(
  tx: Tx,
  id: string,
  reason: string,
): Promise<ContestEntry> {
  const [row] = await tx
    .update(contestEntries)
    .set({ status: 'disqualified', disqualifiedReason: reason })
    .where(eq(contestEntries.id, id))
    .returning();
  return row!;
}

export interface EntryListRow {
  id: string;
  categoryId: string;
  petId: string;
  petName: string;
  imageUrl: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: { width: number; url: string }[];
  username: string | null;
  votes: number;
  enteredAt: Date;
}

/**
 * A page of a contest's approved entries whose photo is visible, one query with the owner's
 * username (no per-entry reads). `votes`: the votes on the pet cast in [votesFrom, votesUntil)
 * (vote rows: voided ones are gone, ADR 0062), counted by `votes_photo_created_idx`. Served by
 * `contest_entries_contest_status_created_idx` (or the category one).
 */
export async function findEntriesPage(
  db: Queryable,
  q: {
    contestId: string;
    categoryId?: string | undefined;
    sort: ContestEntrySort;
    votesFrom: Date;
    votesUntil: Date;
    limit: number;
    offset: number;
  },
): Promise<EntryListRow[]> {
  const windowVotes = sql<number>`(select count(*)::int from votes as v
    where v.photo_id = ${contestEntries.petId}
      and v.created_at >= ${q.votesFrom.toISOString()}::timestamptz
      and v.created_at < ${q.votesUntil.toISOString()}::timestamptz)`;
  const order =
    q.sort === 'votes'
      ? [desc(windowVotes), desc(contestEntries.createdAt), desc(contestEntries.id)]
      : [desc(contestEntries.createdAt), desc(contestEntries.id)];
  return db
    .select({
      id: contestEntries.id,
      categoryId: contestEntries.categoryId,
      petId: contestEntries.petId,
      petName: petPhotos.petName,
      imageUrl: petPhotos.imageUrl,
      width: petPhotos.width,
      height: petPhotos.height,
      placeholder: petPhotos.placeholder,
      variants: petPhotos.variants,
      username: profiles.username,
      votes: windowVotes,
      enteredAt: contestEntries.createdAt,
    })
    .from(contestEntries)
    .innerJoin(petPhotos, eq(petPhotos.id, contestEntries.petId))
    .leftJoin(profiles, eq(profiles.id, contestEntries.userId))
    .where(
      and(
        eq(contestEntries.contestId, q.contestId),
        eq(contestEntries.status, 'approved'),
        eq(petPhotos.status, 'visible'),
        q.categoryId ? eq(contestEntries.categoryId, q.categoryId) : sql`true`,
      ),
    )
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
}

export async function approveEntryRow(tx: Tx, id: string): Promise<ContestEntry> {
  const [row] = await tx
    .update(contestEntries)
    .set({ status: 'approved', disqualifiedReason: null })
    .where(eq(contestEntries.id, id))
    .returning();
  return row!;
}

/** The member's entries in a contest, every status, newest first. */
export async function findMemberEntryRows(
  db: Queryable,
  contestId: string,
  userId: string,
): Promise<ContestEntry[]> {
  return db
    .select()
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, contestId), eq(contestEntries.userId, userId)))
    .orderBy(desc(contestEntries.createdAt), desc(contestEntries.id));
}

/**
 * A page of a contest's entries for the host, of one status or all, newest first, with the photo
 * and who entered it (one query). Served by `contest_entries_contest_status_created_idx`.
 */
export async function findEntriesForAdmin(
  db: Queryable,
  q: {
    contestId: string;
    status?: ContestEntry['status'] | undefined;
    limit: number;
    offset: number;
  },
) {
  return db
    .select({
      entry: contestEntries,
      petName: petPhotos.petName,
      imageUrl: petPhotos.imageUrl,
      width: petPhotos.width,
      height: petPhotos.height,
      placeholder: petPhotos.placeholder,
      variants: petPhotos.variants,
      username: profiles.username,
    })
    .from(contestEntries)
    .innerJoin(petPhotos, eq(petPhotos.id, contestEntries.petId))
    .leftJoin(profiles, eq(profiles.id, contestEntries.userId))
    .where(
      and(
        eq(contestEntries.contestId, q.contestId),
        q.status ? eq(contestEntries.status, q.status) : sql`true`,
      ),
    )
    .orderBy(desc(contestEntries.createdAt), desc(contestEntries.id))
    .limit(q.limit)
    .offset(q.offset);
}

/** A contest's entries by status (contest_entries_contest_status_created_idx). */
export async function countEntriesByStatus(
  db: Queryable,
  contestId: string,
): Promise<Record<ContestEntry['status'], number>> {
  const rows = await db
    .select({ status: contestEntries.status, count: sql<number>`count(*)::int` })
    .from(contestEntries)
    .where(eq(contestEntries.contestId, contestId))
    .groupBy(contestEntries.status);
  const counts = { approved: 0, pending: 0, disqualified: 0 };
  for (const r of rows) counts[r.status] = Number(r.count);
  return counts;
}

/** Pending entries per contest, for the admin list (contest_entries_contest_status_created_idx). */
export async function countPendingByContest(
  db: Queryable,
  contestIds: readonly string[],
): Promise<Record<string, number>> {
  if (contestIds.length === 0) return {};
  const rows = await db
    .select({ contestId: contestEntries.contestId, count: sql<number>`count(*)::int` })
    .from(contestEntries)
    .where(
      and(inArray(contestEntries.contestId, [...contestIds]), eq(contestEntries.status, 'pending')),
    )
    .groupBy(contestEntries.contestId);
  return Object.fromEntries(rows.map((r) => [r.contestId, Number(r.count)]));
}

import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/rows.ts';
import { captions, petCaptions } from '../../db/schema/index.ts';

/** Writes of caption contests and their captions (captions.service.ts). */

export type NewContestRow = typeof petCaptions.$inferInsert;

/**
 * Inserts a contest unless its share id is taken (the unique key): its id and share id, or
 * undefined on a taken share id.
 */
export async function insertContest(
  tx: Tx,
  values: NewContestRow,
): Promise<{ id: string; shareId: string } | undefined> {
  const [contest] = await tx
    .insert(petCaptions)
    .values(values)
    .onConflictDoNothing({ target: petCaptions.shareId })
    .returning({ id: petCaptions.id, shareId: petCaptions.shareId });
  return contest;
}

/**
 * The written captions of a new contest, in one statement, one now(): a millisecond apart keeps
 * "the earlier caption" well defined.
 */
export async function insertWrittenCaptions(
  tx: Tx,
  contestId: string,
  written: readonly string[],
): Promise<void> {
  await tx.insert(captions).values(
    written.map((caption, i) => ({
      petId: contestId,
      caption,
      votes: 0,
      createdAt: sql`now() + ${i}::int * interval '1 millisecond'`,
    })),
  );
}

/** The id of a visible contest. */
export async function findVisibleContestId(
  db: Queryable,
  shareId: string,
): Promise<{ id: string } | undefined> {
  const [contest] = await db
    .select({ id: petCaptions.id })
    .from(petCaptions)
    .where(and(eq(petCaptions.shareId, shareId), eq(petCaptions.status, 'visible')));
  return contest;
}

/** A member's own caption (the unique (contest, user) key refuses a second one). */
export async function insertUserCaption(
  db: Queryable,
  caption: { contestId: string; text: string; userId: string },
): Promise<void> {
  await db
    .insert(captions)
    .values({ petId: caption.contestId, caption: caption.text, userId: caption.userId });
}

/** Deletes a contest (its captions and votes go with it); the number of rows deleted. */
export async function deleteContestRow(db: Queryable, id: string): Promise<number> {
  const deleted = await db
    .delete(petCaptions)
    .where(eq(petCaptions.id, id))
    .returning({ id: petCaptions.id });
  return deleted.length;
}

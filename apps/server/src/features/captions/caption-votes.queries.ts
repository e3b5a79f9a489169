import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/rows.ts';
import { captionVotes, captions, petCaptions } from '../../db/schema/index.ts';
import type { CaptionTally } from './captions.rules.ts';

/** Statements of a caption vote, run in its transaction (captions.votes.ts). */

/** A visible contest, locked (`for no key update`) until the transaction ends. */
export async function lockVisibleContest(tx: Tx, shareId: string) {
  const [contest] = await tx
    .select({
      id: petCaptions.id,
      winnerCaptionId: petCaptions.winnerCaptionId,
      userId: petCaptions.userId,
      petName: petCaptions.petName,
    })
    .from(petCaptions)
    .where(and(eq(petCaptions.shareId, shareId), eq(petCaptions.status, 'visible')))
    .for('no key update');
  return contest;
}

/** A visible caption of the contest, with its author. */
export async function findVisibleCaption(tx: Tx, contestId: string, captionId: string) {
  const [caption] = await tx
    .select({ id: captions.id, authorId: captions.userId })
    .from(captions)
    .where(
      and(
        eq(captions.id, captionId),
        eq(captions.petId, contestId),
        eq(captions.status, 'visible'),
      ),
    );
  return caption;
}

/** The member's vote in the contest; false when they voted there already (unique key). */
export async function insertCaptionVote(
  tx: Tx,
  vote: { contestId: string; captionId: string; userId: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(captionVotes)
    .values(vote)
    .onConflictDoNothing({ target: [captionVotes.contestId, captionVotes.userId] })
    .returning({ id: captionVotes.id });
  return inserted.length > 0;
}

export async function addCaptionVote(tx: Tx, captionId: string): Promise<void> {
  await tx
    .update(captions)
    .set({ votes: sql`${captions.votes} + 1` })
    .where(eq(captions.id, captionId));
}

/** The contest's visible captions' votes, each with its rank by age (the earlier first). */
export function captionTallies(tx: Tx, contestId: string): Promise<CaptionTally[]> {
  return tx
    .select({
      id: captions.id,
      votes: captions.votes,
      seq: sql<number>`(row_number() over (order by ${captions.createdAt}, ${captions.id}))::int`,
    })
    .from(captions)
    .where(and(eq(captions.petId, contestId), eq(captions.status, 'visible')));
}

export async function setWinnerCaption(
  tx: Tx,
  contestId: string,
  winnerCaptionId: string,
): Promise<void> {
  await tx.update(petCaptions).set({ winnerCaptionId }).where(eq(petCaptions.id, contestId));
}

/** A caption's text. */
export async function findCaptionText(tx: Tx, captionId: string): Promise<string | undefined> {
  const [lead] = await tx
    .select({ caption: captions.caption })
    .from(captions)
    .where(eq(captions.id, captionId));
  return lead?.caption;
}

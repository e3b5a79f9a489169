import { messages } from '@pawprize/shared';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { CaptionContest } from '@pawprize/shared/schemas/captions';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { captionVotes, captions, petCaptions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { queueCaptionWinnerMail } from '../account/index.ts';
import { recordCountedVote } from '../votes/index.ts';
import { invalidateContest } from './captions.cache.ts';
import type { CaptionTally } from './captions.rules.ts';
import { chooseWinner, isShareId } from './captions.rules.ts';
import { getContest } from './captions.service.ts';

/**
 * POST /api/captions/:shareId/votes. One transaction: lock the contest row, record the vote (the
 * unique (contest, user) key refuses a second one), raise the caption's count, set the winner and
 * count the day for the voter's streak (docs/product/streaks.md; `localDay` is the voter's
 * 'YYYY-MM-DD'). The row lock serialises votes of one contest, so the winner is always computed
 * from the latest counts; votes on different contests do not wait for each other.
 */
export async function voteForCaption(
  app: FastifyInstance,
  user: SessionUser,
  shareId: string,
  captionId: string,
  localDay: string,
): Promise<CaptionContest> {
  if (!isShareId(shareId)) throw new AppError('NOT_FOUND', messages.captionContest.notFound);
  let queued = false;
  await app.db.transaction(async (tx) => {
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
    if (!contest) throw new AppError('NOT_FOUND', messages.captionContest.notFound);

    const [caption] = await tx
      .select({ id: captions.id, authorId: captions.userId })
      .from(captions)
      .where(
        and(
          eq(captions.id, captionId),
          eq(captions.petId, contest.id),
          eq(captions.status, 'visible'),
        ),
      );
    if (!caption) throw new AppError('NOT_FOUND', messages.captionContest.captionNotFound);
    // Nobody votes for their own entry: a caption they wrote. The contest's owner may vote for the
    // captions others (or the AI) wrote for their pet (docs/decisions/0110-own-entries.md).
    if (caption.authorId === user.id) {
      throw new AppError('OWN_ENTRY', messages.captionContest.ownCaption);
    }

    const inserted = await tx
      .insert(captionVotes)
      .values({ contestId: contest.id, captionId, userId: user.id })
      .onConflictDoNothing({ target: [captionVotes.contestId, captionVotes.userId] })
      .returning({ id: captionVotes.id });
    if (inserted.length === 0) {
      throw new AppError('ALREADY_VOTED', messages.captionContest.alreadyVoted);
    }

    await tx
      .update(captions)
      .set({ votes: sql`${captions.votes} + 1` })
      .where(eq(captions.id, captionId));
    await recordCountedVote(tx, user.id, localDay);

    const tallies: CaptionTally[] = await tx
      .select({
        id: captions.id,
        votes: captions.votes,
        seq: sql<number>`(row_number() over (order by ${captions.createdAt}, ${captions.id}))::int`,
      })
      .from(captions)
      .where(and(eq(captions.petId, contest.id), eq(captions.status, 'visible')));
    const winner = chooseWinner(tallies);
    if (winner && winner !== contest.winnerCaptionId) {
      await tx
        .update(petCaptions)
        .set({ winnerCaptionId: winner })
        .where(eq(petCaptions.id, contest.id));
      // First decided: the owner's "Your caption contest has a winner" (docs/product/mail.md).
      if (!contest.winnerCaptionId && contest.userId) {
        const [lead] = await tx
          .select({ caption: captions.caption })
          .from(captions)
          .where(eq(captions.id, winner));
        queued = await queueCaptionWinnerMail(app, tx, {
          id: contest.id,
          ownerId: contest.userId,
          shareId,
          petName: contest.petName,
          caption: lead?.caption ?? '',
        });
      }
    }
  });
  if (queued) app.mailWorker.kick();
  invalidateContest(app, shareId);
  return getContest(app, shareId, user.id);
}

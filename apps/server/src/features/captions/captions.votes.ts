import { messages } from '@pawprize/shared';
import type { SessionUser } from '@pawprize/shared/schemas/auth';
import type { CaptionContest } from '@pawprize/shared/schemas/captions';
import { AppError } from '../../errors.ts';
import { recordCountedVote } from '../votes/index.ts';
import {
  addCaptionVote,
  captionTallies,
  findCaptionText,
  findVisibleCaption,
  insertCaptionVote,
  lockVisibleContest,
  setWinnerCaption,
} from './caption-votes.queries.ts';
import { invalidateContest } from './captions.cache.ts';
import type { CaptionsCtx } from './captions.context.ts';
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
  ctx: Pick<CaptionsCtx, 'db' | 'caches' | 'mailWorker' | 'queueWinnerMail'>,
  user: SessionUser,
  shareId: string,
  captionId: string,
  localDay: string,
): Promise<CaptionContest> {
  if (!isShareId(shareId)) throw new AppError('NOT_FOUND', messages.captionContest.notFound);
  let queued = false;
  await ctx.db.transaction(async (tx) => {
    const contest = await lockVisibleContest(tx, shareId);
    if (!contest) throw new AppError('NOT_FOUND', messages.captionContest.notFound);

    const caption = await findVisibleCaption(tx, contest.id, captionId);
    if (!caption) throw new AppError('NOT_FOUND', messages.captionContest.captionNotFound);
    // Nobody votes for their own entry: a caption they wrote. The contest's owner may vote for the
    // captions others (or the AI) wrote for their pet (docs/decisions/0110-own-entries.md).
    if (caption.authorId === user.id) {
      throw new AppError('OWN_ENTRY', messages.captionContest.ownCaption);
    }

    if (!(await insertCaptionVote(tx, { contestId: contest.id, captionId, userId: user.id }))) {
      throw new AppError('ALREADY_VOTED', messages.captionContest.alreadyVoted);
    }

    await addCaptionVote(tx, captionId);
    await recordCountedVote(tx, user.id, localDay);

    const winner = chooseWinner(await captionTallies(tx, contest.id));
    if (winner && winner !== contest.winnerCaptionId) {
      await setWinnerCaption(tx, contest.id, winner);
      // First decided: the owner's "Your caption contest has a winner" (docs/product/mail.md).
      if (!contest.winnerCaptionId && contest.userId) {
        const lead = await findCaptionText(tx, winner);
        queued = await ctx.queueWinnerMail(tx, {
          id: contest.id,
          ownerId: contest.userId,
          shareId,
          petName: contest.petName,
          caption: lead ?? '',
        });
      }
    }
  });
  if (queued) ctx.mailWorker.kick();
  invalidateContest(ctx, shareId);
  return getContest(ctx, shareId, user.id);
}

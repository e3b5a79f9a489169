import { CAPTION_WINNER_MIN_VOTES, messages } from '@pawprize/shared';
import { CaptionContestResultSchema } from '@pawprize/shared/schemas/captions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth-helpers.ts';
import { createContest, voteCaption } from '../../../test/captions.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { captionVotes, captions, petCaptions, votingStreaks } from '../../db/schema/index.ts';

type Account = Awaited<ReturnType<typeof verifiedUser>>;

describe(`caption votes and the winner (${testDriver})`, () => {
  let t: TestApp;
  let owner: Account;
  let voters: Account[];
  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    owner = await verifiedUser(t.app);
    voters = [];
    for (let i = 0; i < 8; i++) voters.push(await verifiedUser(t.app));
  });
  afterAll(() => t?.close());

  const winnerOf = async (contestId: string) =>
    (
      await t.app.db
        .select({ winner: petCaptions.winnerCaptionId })
        .from(petCaptions)
        .where(eq(petCaptions.id, contestId))
    )[0]!.winner;

  it('asks for a login (and a verified email) to vote', async () => {
    const contest = await createContest(t.app, owner.cookie);
    const anonymous = await voteCaption(t.app, undefined, contest.shareId, contest.captions[0]!.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.captionContest.loginRequired,
    });
    const unverified = await signUp(t.app);
    const res = await voteCaption(
      t.app,
      unverified.cookie,
      contest.shareId,
      contest.captions[0]!.id,
    );
    expect(res.statusCode).toBe(403);
  });

  it('counts one vote per account per contest', async () => {
    const contest = await createContest(t.app, owner.cookie);
    const [first, second] = contest.captions;
    const anonymousView = async () =>
      (await t.app.inject({ url: `/api/captions/${contest.shareId}` })).json().contest;
    expect((await anonymousView()).totalVotes).toBe(0); // now in the micro-cache
    const res = await voteCaption(t.app, voters[0]!.cookie, contest.shareId, first!.id);
    expect(res.statusCode).toBe(200);
    const after = CaptionContestResultSchema.parse(res.json()).contest;
    expect(after.myVoteCaptionId).toBe(first!.id);
    expect(after.totalVotes).toBe(1);
    expect(after.captions[0]).toMatchObject({ id: first!.id, votes: 1 });

    const again = await voteCaption(t.app, voters[0]!.cookie, contest.shareId, second!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'ALREADY_VOTED',
      message: messages.captionContest.alreadyVoted,
    });
    const seen = await t.app.inject({
      url: `/api/captions/${contest.shareId}`,
      headers: { cookie: voters[0]!.cookie },
    });
    expect(seen.json().contest.myVoteCaptionId).toBe(first!.id);
    // A caption vote counts for the voter's streak (docs/product/streaks.md).
    const [streak] = await t.app.db
      .select()
      .from(votingStreaks)
      .where(eq(votingStreaks.userId, voters[0]!.user.id));
    expect(streak).toMatchObject({ currentStreak: 1 });
    // The vote dropped the cached copy: anonymous viewers see it at once.
    expect(await anonymousView()).toMatchObject({ totalVotes: 1, myVoteCaptionId: null });
  });

  it('refuses a caption of another contest, and unknown contests', async () => {
    const a = await createContest(t.app, owner.cookie);
    const b = await createContest(t.app, owner.cookie);
    const wrong = await voteCaption(t.app, voters[1]!.cookie, a.shareId, b.captions[0]!.id);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(messages.captionContest.captionNotFound);
    const gone = await voteCaption(t.app, voters[1]!.cookie, 'AAAAAAAAAAAAAAAA', a.captions[0]!.id);
    expect(gone.json().message).toBe(messages.captionContest.notFound);
    const bad = await voteCaption(t.app, voters[1]!.cookie, a.shareId, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    // Neither attempt used up the vote.
    expect(
      (await voteCaption(t.app, voters[1]!.cookie, a.shareId, a.captions[0]!.id)).statusCode,
    ).toBe(200);
  });

  it('counts exactly one of 20 simultaneous votes by one account', async () => {
    const contest = await createContest(t.app, owner.cookie);
    const voter = voters[2]!;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        voteCaption(t.app, voter.cookie, contest.shareId, contest.captions[i % 5]!.id),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const [total] = await t.app.db
      .select({ votes: sql<number>`sum(${captions.votes})::int` })
      .from(captions)
      .where(eq(captions.petId, contest.id));
    expect(total!.votes).toBe(1);
    expect(await t.app.db.$count(captionVotes, eq(captionVotes.contestId, contest.id))).toBe(1);
  });

  it('sets the winner exactly when the total reaches 5, and follows the lead (ties: earlier caption)', async () => {
    const contest = await createContest(t.app, owner.cookie);
    const [c0, c1, c2] = contest.captions.map((c) => c.id);
    const vote = async (voter: Account, captionId: string) => {
      const res = await voteCaption(t.app, voter.cookie, contest.shareId, captionId);
      expect(res.statusCode).toBe(200);
      return CaptionContestResultSchema.parse(res.json()).contest;
    };
    // c1: 2, c2: 2 → total 4, no winner yet.
    await vote(voters[0]!, c1!);
    await vote(voters[1]!, c2!);
    await vote(voters[2]!, c2!);
    let state = await vote(voters[3]!, c1!);
    expect(state.totalVotes).toBe(CAPTION_WINNER_MIN_VOTES - 1);
    expect(state.winnerCaptionId).toBeNull();
    expect(await winnerOf(contest.id)).toBeNull();
    // Fifth vote to c0: c1 and c2 tie at 2 → the earlier caption, c1.
    state = await vote(voters[4]!, c0!);
    expect(state.totalVotes).toBe(CAPTION_WINNER_MIN_VOTES);
    expect(state.winnerCaptionId).toBe(c1);
    // c2 takes the lead.
    state = await vote(voters[5]!, c2!);
    expect(state.winnerCaptionId).toBe(c2);
    expect(state.captions.map((c) => c.id).slice(0, 2)).toEqual([c2, c1]);
    // c1 draws level again: the earlier caption wins the tie.
    state = await vote(voters[6]!, c1!);
    expect(state.winnerCaptionId).toBe(c1);
    expect(state.captions[0]!.id).toBe(c1);
    expect(await winnerOf(contest.id)).toBe(c1);
    // Counters equal the vote rows.
    const counts = await t.app.db
      .select({ id: captions.id, votes: captions.votes })
      .from(captions)
      .where(eq(captions.petId, contest.id));
    for (const row of counts) {
      expect(row.votes).toBe(
        await t.app.db.$count(captionVotes, eq(captionVotes.captionId, row.id)),
      );
    }
  });

  it('keeps the winner right when many accounts vote at once', async () => {
    const contest = await createContest(t.app, owner.cookie);
    const target = contest.captions[3]!.id;
    const results = await Promise.all(
      voters.slice(0, 6).map((v) => voteCaption(t.app, v.cookie, contest.shareId, target)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await winnerOf(contest.id)).toBe(target);
  });
});

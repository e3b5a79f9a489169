import { messages } from '@pawprize/shared';
import { ShareResultSchema } from '@pawprize/shared/schemas/votes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { freshIp, ORIGIN } from '../../../test/auth-helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import {
  countMismatches,
  fakeClock,
  getVoter,
  insertPets,
  share,
  vote,
} from '../../../test/voting.ts';
import { dailyVoteUsage, shareBoosts, votes } from '../../db/schema/index.ts';

/** `POST /api/shares/visit`: someone opened a shared link carrying `?ref=<token>` (ADR 0082). */
function visit(
  app: FastifyInstance,
  payload: unknown,
  opts: { cookie?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/shares/visit',
    remoteAddress: opts.ip ?? freshIp(),
    headers: { origin: ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

describe(`shares and bonus votes (${testDriver})`, () => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;
  let pets: string[];

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', DAILY_VOTES: '2' });
    clock = fakeClock(t.app, '2025-05-20T15:00:00Z');
    const owner = await verifiedUser(t.app);
    pets = await insertPets(t.app, owner.user.id, 20);
  });
  afterAll(() => t?.close());

  it("asks signed-out users to log in with the catalogue's text", async () => {
    const res = await share(t.app, 'twitter');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: messages.share.loginRequired });
  });

  it('refuses unknown platforms', async () => {
    const user = await verifiedUser(t.app);
    const res = await share(t.app, 'myspace', { cookie: user.cookie });
    expect(res.statusCode).toBe(400);
  });

  it('credits one share per platform per local day, 3 bonus votes each', async () => {
    const user = await verifiedUser(t.app);
    const first = await share(t.app, 'twitter', { cookie: user.cookie });
    expect(first.statusCode).toBe(200);
    expect(ShareResultSchema.parse(first.json())).toEqual({
      credited: true,
      voter: expect.objectContaining({ bonusVotesLeft: 3, votesLeft: 5, votesUsedToday: 0 }),
    });
    const again = await share(t.app, 'twitter', { cookie: user.cookie });
    expect(again.json()).toMatchObject({ credited: false, voter: { bonusVotesLeft: 3 } });
    const tiktok = await share(t.app, 'tiktok', { cookie: user.cookie });
    expect(tiktok.json()).toMatchObject({ credited: true, voter: { bonusVotesLeft: 6 } });
    // The default mode (SHARE_BONUS=immediate) has no referral link and nothing pending.
    expect(tiktok.json()).not.toHaveProperty('referral');
    expect(tiktok.json().voter).not.toHaveProperty('bonusVotesPending');
    const rows = await t.app.db
      .select()
      .from(shareBoosts)
      .where(eq(shareBoosts.userId, user.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.boostVotes === 3 && !r.usedToday)).toBe(true);
  });

  it('spends bonus votes one at a time, oldest boost first, once the allowance is used', async () => {
    const user = await verifiedUser(t.app);
    const opts = { cookie: user.cookie };
    await share(t.app, 'twitter', opts);
    clock.advanceHours(1);
    await share(t.app, 'instagram', opts);

    // The allowance (2) first: boosts untouched.
    for (const pet of pets.slice(0, 2)) expect((await vote(t.app, pet, opts)).statusCode).toBe(200);
    const boosts = async () =>
      (
        await t.app.db
          .select()
          .from(shareBoosts)
          .where(eq(shareBoosts.userId, user.user.id))
          .orderBy(shareBoosts.createdAt)
      ).map((b) => [b.platform, b.boostVotes, b.usedToday]);
    expect(await boosts()).toEqual([
      ['twitter', 3, false],
      ['instagram', 3, false],
    ]);

    const bonus = await vote(t.app, pets[2]!, opts);
    expect(bonus.statusCode).toBe(200);
    expect(bonus.json().voter).toMatchObject({
      votesUsedToday: 3,
      bonusVotesLeft: 5,
      votesLeft: 5,
    });
    expect(await boosts()).toEqual([
      ['twitter', 2, false],
      ['instagram', 3, false],
    ]);

    for (const pet of pets.slice(3, 5)) expect((await vote(t.app, pet, opts)).statusCode).toBe(200);
    expect(await boosts()).toEqual([
      ['twitter', 0, true],
      ['instagram', 3, false],
    ]);
    for (const pet of pets.slice(5, 8)) expect((await vote(t.app, pet, opts)).statusCode).toBe(200);
    expect(await boosts()).toEqual([
      ['twitter', 0, true],
      ['instagram', 0, true],
    ]);

    const refused = await vote(t.app, pets[8]!, opts);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.vote.dailyLimitReached);
    const [usage] = await t.app.db
      .select()
      .from(dailyVoteUsage)
      .where(eq(dailyVoteUsage.voterKey, `u:${user.user.id}`));
    expect(usage).toMatchObject({ votesUsed: 2, bonusUsed: 6 });
    const state = (await getVoter(t.app, opts)).json().voter;
    expect(state).toMatchObject({ votesUsedToday: 8, votesLeft: 0, bonusVotesLeft: 0 });
    expect(await countMismatches(t.app)).toBe(0);
  });

  it('counts boosts only on the day they were earned', async () => {
    const user = await verifiedUser(t.app);
    const opts = { cookie: user.cookie, timeZone: 'UTC' };
    clock.set('2025-05-21T10:00:00Z');
    await share(t.app, 'twitter', opts);
    expect((await getVoter(t.app, opts)).json().voter.bonusVotesLeft).toBe(3);
    clock.set('2025-05-22T00:00:01Z');
    expect((await getVoter(t.app, opts)).json().voter).toMatchObject({
      bonusVotesLeft: 0,
      votesLeft: 2,
    });
    // A new day: the same platform may be credited again.
    expect((await share(t.app, 'twitter', opts)).json().credited).toBe(true);
  });

  it('uses the local day: a share late evening in Los Angeles belongs to that evening', async () => {
    const user = await verifiedUser(t.app);
    const la = { cookie: user.cookie, timeZone: 'America/Los_Angeles' };
    clock.set('2025-05-23T06:30:00Z'); // 22 May, 23:30 in Los Angeles
    expect((await share(t.app, 'instagram', la)).json().credited).toBe(true);
    clock.set('2025-05-23T07:30:00Z'); // 23 May, 00:30 in Los Angeles
    expect((await share(t.app, 'instagram', la)).json().credited).toBe(true);
    const rows = await t.app.db
      .select()
      .from(shareBoosts)
      .where(eq(shareBoosts.userId, user.user.id));
    expect(rows.map((r) => r.localDay).sort()).toEqual(['2025-05-22', '2025-05-23']);
  });

  it('never spends more bonus votes than earned when votes race', async () => {
    const user = await verifiedUser(t.app);
    const opts = { cookie: user.cookie };
    clock.set('2025-05-24T12:00:00Z');
    await share(t.app, 'tiktok', opts);
    const results = await Promise.all(pets.slice(0, 12).map((pet) => vote(t.app, pet, opts)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(7);
    const [boost] = await t.app.db
      .select()
      .from(shareBoosts)
      .where(eq(shareBoosts.userId, user.user.id));
    expect(boost).toMatchObject({ boostVotes: 0, usedToday: true });
    expect(await countMismatches(t.app)).toBe(0);
  });
});

describe(`bonus votes credited on a visit: SHARE_BONUS=on-visit (${testDriver})`, () => {
  let t: TestApp;
  let pets: string[];

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', DAILY_VOTES: '2', SHARE_BONUS: 'on-visit' });
    fakeClock(t.app, '2025-06-10T15:00:00Z');
    const owner = await verifiedUser(t.app);
    pets = await insertPets(t.app, owner.user.id, 10);
  });
  afterAll(() => t?.close());

  const boostOf = async (token: string) =>
    (await t.app.db.select().from(shareBoosts).where(eq(shareBoosts.referralToken, token)))[0]!;

  it('keeps an Instagram bonus pending until someone else opens the link', async () => {
    const sharer = await verifiedUser(t.app);
    const sharerIp = freshIp();
    const opts = { cookie: sharer.cookie, ip: sharerIp };
    const res = await share(t.app, 'instagram', opts);
    expect(res.statusCode).toBe(200);
    const body = ShareResultSchema.parse(res.json());
    expect(body).toEqual({
      credited: true,
      voter: expect.objectContaining({ bonusVotesLeft: 0, bonusVotesPending: 3, votesLeft: 2 }),
      referral: { token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), pending: true },
    });
    const token = body.referral!.token;
    expect(await boostOf(token)).toMatchObject({ pending: true, visitedAt: null, boostVotes: 3 });
    expect((await getVoter(t.app, opts)).json().voter).toMatchObject({
      bonusVotesLeft: 0,
      bonusVotesPending: 3,
      votesLeft: 2,
    });

    // Pending bonus votes are not usable: past the allowance the vote is refused.
    for (const pet of pets.slice(0, 2)) expect((await vote(t.app, pet, opts)).statusCode).toBe(200);
    const refused = await vote(t.app, pets[2]!, opts);
    expect(refused.statusCode).toBe(429);

    // The sharer's own visits do not count: signed in from elsewhere, or signed out from their IP.
    expect((await visit(t.app, { token }, { cookie: sharer.cookie })).statusCode).toBe(204);
    expect((await visit(t.app, { token }, { ip: sharerIp })).statusCode).toBe(204);
    expect(await boostOf(token)).toMatchObject({ pending: true, visitedAt: null });

    // A repeat share the same day answers the same link, still pending.
    const again = await share(t.app, 'instagram', opts);
    expect(again.json()).toMatchObject({ credited: false, referral: { token, pending: true } });

    // Someone else opens it: the 3 bonus votes become usable.
    expect((await visit(t.app, { token })).statusCode).toBe(204);
    expect(await boostOf(token)).toMatchObject({
      pending: false,
      visitedAt: new Date('2025-06-10T15:00:00Z'),
    });
    expect((await getVoter(t.app, opts)).json().voter).toMatchObject({
      bonusVotesLeft: 3,
      bonusVotesPending: 0,
      votesLeft: 3,
    });

    // A second distinct visit, signed in or not, does not add another 3.
    const other = await verifiedUser(t.app);
    expect((await visit(t.app, { token }, { cookie: other.cookie })).statusCode).toBe(204);
    expect((await visit(t.app, { token })).statusCode).toBe(204);
    expect((await getVoter(t.app, opts)).json().voter).toMatchObject({
      bonusVotesLeft: 3,
      bonusVotesPending: 0,
    });
    expect((await share(t.app, 'instagram', opts)).json()).toMatchObject({
      credited: false,
      referral: { token, pending: false },
    });

    // Now usable: a vote past the allowance is a bonus vote.
    const bonus = await vote(t.app, pets[2]!, opts);
    expect(bonus.statusCode).toBe(200);
    expect(bonus.json().voter).toMatchObject({ bonusVotesLeft: 2, bonusVotesPending: 0 });
    const [row] = await t.app.db.select().from(votes).where(eq(votes.photoId, pets[2]!));
    expect(row).toMatchObject({ userId: sharer.user.id, bonus: true });
    expect(await countMismatches(t.app)).toBe(0);
  });

  it('counts a signed-in visit by another account from another address', async () => {
    const sharer = await verifiedUser(t.app);
    const res = await share(t.app, 'tiktok', { cookie: sharer.cookie });
    const { token } = ShareResultSchema.parse(res.json()).referral!;
    const friend = await verifiedUser(t.app);
    expect((await visit(t.app, { token }, { cookie: friend.cookie })).statusCode).toBe(204);
    expect((await getVoter(t.app, { cookie: sharer.cookie })).json().voter).toMatchObject({
      bonusVotesLeft: 3,
      bonusVotesPending: 0,
    });
  });

  it('shows pending votes in vote answers and credits a tweet at once', async () => {
    const sharer = await verifiedUser(t.app);
    const opts = { cookie: sharer.cookie };
    await share(t.app, 'instagram', opts);
    const tweet = await share(t.app, 'twitter', opts);
    expect(tweet.json()).toMatchObject({
      credited: true,
      voter: { bonusVotesLeft: 3, bonusVotesPending: 3 },
    });
    expect(tweet.json()).not.toHaveProperty('referral');
    const voted = await vote(t.app, pets[5]!, opts);
    expect(voted.json().voter).toMatchObject({ bonusVotesLeft: 3, bonusVotesPending: 3 });
  });

  it('refuses malformed visits with 400 and ignores unknown tokens', async () => {
    for (const payload of [
      {},
      { token: '' },
      { token: 'short' },
      { token: '../../etc/passwd/aaaaaaa' },
      { token: 'a'.repeat(23) },
      { token: 'aaaaaaaaaa\u0000aaaaaaaaaaa' },
      { token: 12345 },
      { token: 'a'.repeat(100_000) },
    ]) {
      expect((await visit(t.app, payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(
        400,
      );
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/shares/visit',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"token":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await visit(t.app, { token: 'A'.repeat(22) })).statusCode).toBe(204);
  });

  it('limits visits per client address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await visit(t.app, { token: 'B'.repeat(22) }, { ip })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

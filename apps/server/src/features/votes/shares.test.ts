import { messages } from '@pawprize/shared';
import { ShareResultSchema } from '@pawprize/shared/schemas/votes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import {
  countMismatches,
  fakeClock,
  getVoter,
  insertPets,
  share,
  vote,
} from '../../../test/voting.ts';
import { dailyVoteUsage, shareBoosts } from '../../db/schema/index.ts';

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

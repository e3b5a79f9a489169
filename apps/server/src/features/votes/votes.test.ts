import { messages } from '@pawprize/shared';
import { VoteResultSchema, VoterResultSchema } from '@pawprize/shared/schemas/votes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import {
  countMismatches,
  fakeClock,
  getVoter,
  insertPets,
  unvote,
  vote,
} from '../../../test/voting.ts';
import { dailyVoteUsage, petPhotos, profiles, votes } from '../../db/schema/index.ts';
import { votedPetIds } from '../pets/index.ts';
import { accountVoter } from '../../identity/index.ts';

describe(`card votes (${testDriver})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;
  let pets: string[];

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    fakeClock(t.app, '2025-03-10T12:00:00Z');
    owner = await verifiedUser(t.app);
    pets = await insertPets(t.app, owner.user.id, 4);
  });
  afterAll(() => t?.close());

  const votesCountOf = async (petId: string) => {
    const [row] = await t.app.db
      .select({ n: petPhotos.votesCount })
      .from(petPhotos)
      .where(eq(petPhotos.id, petId));
    return row!.n;
  };

  it('asks signed-out voters to log in, with the catalogue text', async () => {
    const res = await vote(t.app, pets[0]!);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: messages.vote.loginRequired });
  });

  /** What one case needs: a verified voter of its own and pets nobody has voted on. */
  const fresh = async (count = 1) => ({
    voter: await verifiedUser(t.app),
    pets: await insertPets(t.app, owner.user.id, count),
  });

  it('asks unverified accounts to verify their email first', async () => {
    const {
      pets: [pet],
    } = await fresh();
    const unverified = await signUp(t.app);
    const res = await vote(t.app, pet!, { cookie: unverified.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(await votesCountOf(pet!)).toBe(0);
  });

  it('counts a vote, answering the new count and the voter state', async () => {
    const {
      voter,
      pets: [pet],
    } = await fresh();
    const res = await vote(t.app, pet!, { cookie: voter.cookie, timeZone: 'UTC' });
    expect(res.statusCode).toBe(200);
    const body = VoteResultSchema.parse(res.json());
    expect(body).toEqual({
      petId: pet,
      votesCount: 1,
      hasVoted: true,
      voter: {
        kind: 'account',
        dailyLimit: 20,
        votesUsedToday: 1,
        votesLeft: 19,
        bonusVotesLeft: 0,
        streak: { currentStreak: 1, highestStreak: 1, lastVoteDate: '2025-03-10' },
      },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await votesCountOf(pet!)).toBe(1);
  });

  it("refuses a second vote with the catalogue's text and changes nothing", async () => {
    const {
      voter,
      pets: [pet],
    } = await fresh();
    expect((await vote(t.app, pet!, { cookie: voter.cookie })).statusCode).toBe(200);
    const res = await vote(t.app, pet!, { cookie: voter.cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'ALREADY_VOTED', message: messages.vote.alreadyVoted });
    expect(await votesCountOf(pet!)).toBe(1);
    const voterRes = await getVoter(t.app, { cookie: voter.cookie });
    expect(voterRes.json().voter.votesUsedToday).toBe(1);
  });

  it('answers 404 for an unknown pet or a malformed id', async () => {
    const { voter } = await fresh();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-pet']) {
      const res = await vote(t.app, id, { cookie: voter.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: messages.pages.petNotFound });
    }
  });

  it('removes a vote without refunding the allowance', async () => {
    const {
      voter,
      pets: [pet],
    } = await fresh();
    expect((await vote(t.app, pet!, { cookie: voter.cookie })).statusCode).toBe(200);
    const res = await unvote(t.app, pet!, { cookie: voter.cookie });
    expect(res.statusCode).toBe(200);
    const body = VoteResultSchema.parse(res.json());
    expect(body).toMatchObject({ petId: pet, votesCount: 0, hasVoted: false });
    expect(body.voter).toMatchObject({ votesUsedToday: 1, votesLeft: 19 });
    expect(await votesCountOf(pet!)).toBe(0);
  });

  it("answers 404 'You haven't voted for this pet.' for a vote that does not exist", async () => {
    const {
      voter,
      pets: [removed, never],
    } = await fresh(2);
    // One voted and removed again, one never voted, one malformed id.
    expect((await vote(t.app, removed!, { cookie: voter.cookie })).statusCode).toBe(200);
    expect((await unvote(t.app, removed!, { cookie: voter.cookie })).statusCode).toBe(200);
    for (const id of [removed!, never!, 'nope']) {
      const res = await unvote(t.app, id, { cookie: voter.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: messages.vote.notVoted });
    }
    const anonymous = await unvote(t.app, removed!);
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a removed vote be cast again (a new vote from the allowance)', async () => {
    const {
      voter,
      pets: [pet],
    } = await fresh();
    expect((await vote(t.app, pet!, { cookie: voter.cookie })).statusCode).toBe(200);
    expect((await unvote(t.app, pet!, { cookie: voter.cookie })).statusCode).toBe(200);
    const res = await vote(t.app, pet!, { cookie: voter.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().voter.votesUsedToday).toBe(2);
    expect(await votesCountOf(pet!)).toBe(1);
  });

  it('stores one vote and raises the count once for 100 identical votes at once', async () => {
    const user = await verifiedUser(t.app);
    const before = await votesCountOf(pets[2]!);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => vote(t.app, pets[2]!, { cookie: user.cookie })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(await votesCountOf(pets[2]!)).toBe(before + 1);
    const rows = await t.app.db
      .select()
      .from(votes)
      .where(and(eq(votes.photoId, pets[2]!), eq(votes.userId, user.user.id)));
    expect(rows).toHaveLength(1);
    const [usage] = await t.app.db
      .select()
      .from(dailyVoteUsage)
      .where(eq(dailyVoteUsage.voterKey, `u:${user.user.id}`));
    expect(usage).toMatchObject({ votesUsed: 1, bonusUsed: 0 });
    expect(await countMismatches(t.app)).toBe(0);
  });

  it('keeps counts right for many voters on one pet at once', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => verifiedUser(t.app)));
    const before = await votesCountOf(pets[3]!);
    const results = await Promise.all(
      users.flatMap((u) => [
        vote(t.app, pets[3]!, { cookie: u.cookie }),
        vote(t.app, pets[3]!, { cookie: u.cookie }),
      ]),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(8);
    expect(await votesCountOf(pets[3]!)).toBe(before + 8);
    expect(await countMismatches(t.app)).toBe(0);
  });

  it('tells which pets the voter has voted on (one query)', async () => {
    const { voter, pets } = await fresh(3);
    expect((await vote(t.app, pets[1]!, { cookie: voter.cookie })).statusCode).toBe(200);
    const voted = await votedPetIds(t.app.db, accountVoter(voter.user.id), pets);
    expect([...voted]).toEqual([pets[1]]);
    expect((await votedPetIds(t.app.db, null, pets)).size).toBe(0);
  });

  it('stores the browser time zone on the profile when it changes', async () => {
    const user = await verifiedUser(t.app);
    const zoneOf = async () =>
      (await t.app.db.select().from(profiles).where(eq(profiles.id, user.user.id)))[0]!.timeZone;
    await getVoter(t.app, { cookie: user.cookie, timeZone: 'america/new_york' });
    expect(await zoneOf()).toBe('America/New_York');
    await getVoter(t.app, { cookie: user.cookie, timeZone: 'Not/AZone' });
    expect(await zoneOf()).toBe('America/New_York');
  });

  it('GET /api/voter works for anonymous visitors without creating one', async () => {
    const res = await getVoter(t.app);
    expect(res.statusCode).toBe(200);
    expect(VoterResultSchema.parse(res.json())).toEqual({
      voter: {
        kind: 'visitor',
        dailyLimit: 10,
        votesUsedToday: 0,
        votesLeft: 10,
        bonusVotesLeft: 0,
        streak: null,
      },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe(`the daily allowance (${testDriver})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', DAILY_VOTES: '3' });
  });
  afterAll(() => t?.close());

  it('refuses votes beyond DAILY_VOTES with 429 and changes nothing; a new day resets it', async () => {
    const clock = fakeClock(t.app, '2025-06-01T10:00:00Z');
    const owner = await verifiedUser(t.app);
    const user = await verifiedUser(t.app);
    const pets = await insertPets(t.app, owner.user.id, 6);
    for (const pet of pets.slice(0, 3)) {
      expect((await vote(t.app, pet, { cookie: user.cookie })).statusCode).toBe(200);
    }
    const refused = await vote(t.app, pets[3]!, { cookie: user.cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'DAILY_LIMIT_REACHED',
      message: messages.vote.dailyLimitReached,
    });
    const rows = await t.app.db.select().from(votes).where(eq(votes.userId, user.user.id));
    expect(rows).toHaveLength(3);
    expect(await countMismatches(t.app)).toBe(0);

    // Unvoting does not give the vote back.
    expect((await unvote(t.app, pets[0]!, { cookie: user.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, pets[3]!, { cookie: user.cookie })).statusCode).toBe(429);

    clock.advanceDays(1);
    const next = await vote(t.app, pets[3]!, { cookie: user.cookie });
    expect(next.statusCode).toBe(200);
    expect(next.json().voter).toMatchObject({ votesUsedToday: 1, votesLeft: 2 });
  });
});

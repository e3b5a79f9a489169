import { MyVotesSchema, VoteQueueSchema } from '@pawprize/shared/schemas/votes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { petPhotos } from '../../db/schema/index.ts';
import { fakeClock, insertPets, swipe, visitorCookieFrom, vote } from '../../../test/voting.ts';

describe(`vote queue and My Votes (${testDriver})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;
  let voter: Awaited<ReturnType<typeof verifiedUser>>;
  let pets: string[];
  let ownPets: string[];

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', DAILY_VOTES: '100' });
    owner = await verifiedUser(t.app);
    voter = await verifiedUser(t.app);
  });
  afterAll(() => t?.close());

  // Every case starts from the same 16 pets (14 of the owner's, 2 of the voter's), none voted on
  // or skipped (deleting the pets deletes their votes and skips).
  beforeEach(async () => {
    fakeClock(t.app, '2025-08-01T12:00:00Z');
    await t.app.db.delete(petPhotos).where(sql`true`);
    pets = await insertPets(t.app, owner.user.id, 14);
    ownPets = await insertPets(t.app, voter.user.id, 2);
  });

  /** The voter votes for the first six of the owner's pets, in order. */
  const voteOnFirstSix = async () => {
    for (const pet of pets.slice(0, 6)) {
      expect((await vote(t.app, pet, { cookie: voter.cookie })).statusCode).toBe(200);
    }
  };

  const queue = async (cookie?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/votes/queue',
      remoteAddress: freshIp(),
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return VoteQueueSchema.parse(res.json()).pets;
  };

  it('gives anyone up to 10 pets in the Pet JSON shape', async () => {
    const pets = await queue();
    expect(pets).toHaveLength(10);
    for (const pet of pets) {
      expect(pet).toMatchObject({ votesCount: 0, isOwner: false });
      expect([owner.username, voter.username]).toContain(pet.owner.username);
    }
  });

  it("leaves out the voter's own pets and pets they voted on", async () => {
    await voteOnFirstSix();
    const ids = (await queue(voter.cookie)).map((p) => p.id);
    expect(ids).toHaveLength(8);
    expect(new Set(ids)).toEqual(new Set(pets.slice(6)));
  });

  it('draws from the least-voted pets first', async () => {
    await voteOnFirstSix();
    await insertPets(t.app, owner.user.id, 30);
    await t.app.db.execute(sql`update pet_photos set votes_count = 50 where id = ${pets[13]!}`);
    for (let i = 0; i < 5; i++) {
      const ids = (await queue(voter.cookie)).map((p) => p.id);
      expect(ids).toHaveLength(10);
      expect(ids).not.toContain(pets[13]);
      for (const id of [...pets.slice(0, 6), ...ownPets]) expect(ids).not.toContain(id);
    }
  });

  it("leaves out the pets the voter skipped today, without counting them as votes; they're back the next day", async () => {
    const clock = fakeClock(t.app, '2025-08-02T12:00:00Z');
    const skipper = await verifiedUser(t.app);
    const skipped = pets.slice(6, 9);
    for (const pet of skipped) {
      const res = await swipe(t.app, pet, 'left', { cookie: skipper.cookie });
      expect(res.json()).toEqual({ stored: false });
    }
    // Twice the same pet, and a pet that does not exist: nothing more, no error.
    expect((await swipe(t.app, skipped[0]!, 'left', { cookie: skipper.cookie })).statusCode).toBe(
      200,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await swipe(t.app, unknown, 'left', { cookie: skipper.cookie })).statusCode).toBe(200);
    const rows = await t.app.db.execute(
      sql`select count(*)::int as n from swipe_skips where voter_key = ${`u:${skipper.user.id}`}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);

    const ids = (await queue(skipper.cookie)).map((p) => p.id);
    for (const pet of skipped) expect(ids).not.toContain(pet);
    const voterState = await t.app.inject({
      method: 'GET',
      url: '/api/voter',
      remoteAddress: freshIp(),
      headers: { cookie: skipper.cookie },
    });
    expect(voterState.json().voter.votesUsedToday).toBe(0);
    const counts = await t.app.db.execute(
      sql`select count(*)::int as n from votes where user_id = ${skipper.user.id}`,
    );
    expect((counts as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    // The next day they are back, and a skip then drops the earlier day's rows.
    clock.advanceDays(1);
    // The deck draws 10 of the 16 candidates at random: over 15 draws each one shows up
    // (a miss has a chance of (6/16)^15, about 4e-7).
    const seen = new Set<string>();
    for (let i = 0; i < 15; i++) for (const pet of await queue(skipper.cookie)) seen.add(pet.id);
    for (const pet of skipped) expect(seen).toContain(pet);
    await swipe(t.app, pets[10]!, 'left', { cookie: skipper.cookie });
    const left = await t.app.db.execute(
      sql`select day::text as day from swipe_skips where voter_key = ${`u:${skipper.user.id}`}`,
    );
    expect((left as unknown as { rows: { day: string }[] }).rows).toEqual([{ day: '2025-08-03' }]);
  });

  it("leaves out an anonymous visitor's skipped pets", async () => {
    const first = await swipe(t.app, pets[11]!, 'left', { ip: '192.0.2.11' });
    const cookie = visitorCookieFrom(first);
    expect(cookie).not.toBe('');
    const ids = (await queue(cookie)).map((p) => p.id);
    expect(ids).not.toContain(pets[11]);
    expect(ids.length).toBeGreaterThan(0);
  });

  it("leaves out an anonymous visitor's voted pets", async () => {
    const first = await swipe(t.app, pets[0]!, 'right', { ip: '192.0.2.10' });
    const cookie = visitorCookieFrom(first);
    const ids = (await queue(cookie)).map((p) => p.id);
    expect(ids).not.toContain(pets[0]);
  });

  it('lists My Votes newest first, page by page', async () => {
    await voteOnFirstSix();
    const page1 = await t.app.inject({
      method: 'GET',
      url: '/api/me/votes?limit=4',
      remoteAddress: freshIp(),
      headers: { cookie: voter.cookie },
    });
    expect(page1.statusCode).toBe(200);
    const body1 = MyVotesSchema.parse(page1.json());
    expect(body1.votes).toHaveLength(4);
    expect(body1.votes.map((v) => v.pet.id)).toEqual(pets.slice(2, 6).reverse());
    expect(body1.nextCursor).not.toBeNull();
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/me/votes?limit=4&cursor=${body1.nextCursor}`,
      remoteAddress: freshIp(),
      headers: { cookie: voter.cookie },
    });
    const body2 = MyVotesSchema.parse(page2.json());
    expect(body2.votes.map((v) => v.pet.id)).toEqual(pets.slice(0, 2).reverse());
    expect(body2.nextCursor).toBeNull();

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/me/votes?cursor=nonsense',
      remoteAddress: freshIp(),
      headers: { cookie: voter.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me/votes' });
    expect(anonymous.statusCode).toBe(401);
  });
});

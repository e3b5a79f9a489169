import { MyVotesSchema, VoteQueueSchema } from '@pawprize/shared/schemas/votes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock, insertPets, swipe, visitorCookieFrom, vote } from '../../../test/voting.ts';

describe(`vote queue and My Votes (${testDriver})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;
  let voter: Awaited<ReturnType<typeof verifiedUser>>;
  let pets: string[];
  let ownPets: string[];

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', DAILY_VOTES: '100' });
    fakeClock(t.app, '2025-08-01T12:00:00Z');
    owner = await verifiedUser(t.app);
    voter = await verifiedUser(t.app);
    pets = await insertPets(t.app, owner.user.id, 14);
    ownPets = await insertPets(t.app, voter.user.id, 2);
  });
  afterAll(() => t?.close());

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
    for (const pet of pets.slice(0, 6)) {
      expect((await vote(t.app, pet, { cookie: voter.cookie })).statusCode).toBe(200);
    }
    const ids = (await queue(voter.cookie)).map((p) => p.id);
    expect(ids).toHaveLength(8);
    expect(new Set(ids)).toEqual(new Set(pets.slice(6)));
  });

  it('draws from the least-voted pets first', async () => {
    const extra = await insertPets(t.app, owner.user.id, 30);
    await t.app.db.execute(sql`update pet_photos set votes_count = 50 where id = ${pets[13]!}`);
    for (let i = 0; i < 5; i++) {
      const ids = (await queue(voter.cookie)).map((p) => p.id);
      expect(ids).toHaveLength(10);
      expect(ids).not.toContain(pets[13]);
      for (const id of [...pets.slice(0, 6), ...ownPets]) expect(ids).not.toContain(id);
    }
    await t.app.db.execute(sql`update pet_photos set votes_count = 0 where id = ${pets[13]!}`);
    await t.app.db.execute(sql`delete from pet_photos where id in ${extra}`);
  });

  it("leaves out an anonymous visitor's voted pets", async () => {
    const first = await swipe(t.app, pets[0]!, 'right', { ip: '192.0.2.10' });
    const cookie = visitorCookieFrom(first);
    const ids = (await queue(cookie)).map((p) => p.id);
    expect(ids).not.toContain(pets[0]);
  });

  it('lists My Votes newest first, page by page', async () => {
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

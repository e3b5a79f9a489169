import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, newAccount, ORIGIN } from '../../../test/auth-helpers.ts';
import { counterMismatches, NO_MISMATCHES } from '../../../test/counters.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { markVerified, verifiedUser } from '../../../test/users.ts';
import { fakeClock, getVoter, insertPets, swipe, vote } from '../../../test/voting.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * A visitor who signs up or signs in becomes the account
 * (docs/decisions/0107-visitor-votes-move-to-the-account.md): one person, one vote per pet.
 */

/** A browser: its cookies, kept as a browser keeps them (a Max-Age=0 cookie is dropped). */
class Browser {
  jar = new Map<string, string>();
  ip = freshIp();
  get cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  keep(res: LightMyRequestResponse) {
    const header = res.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair] = line.split(';');
      const name = pair!.slice(0, pair!.indexOf('='));
      const value = pair!.slice(pair!.indexOf('=') + 1);
      if (/Max-Age=0\b/i.test(line) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }
  async swipe(app: FastifyInstance, pet: string, direction: 'right' | 'left' = 'right') {
    return this.keep(await swipe(app, pet, direction, { cookie: this.cookie, ip: this.ip }));
  }
  async battleVote(app: FastifyInstance, pick: 'left' | 'right' = 'left') {
    const current = this.keep(
      await app.inject({
        method: 'GET',
        url: '/api/battles/current',
        remoteAddress: this.ip,
        headers: { origin: ORIGIN, cookie: this.cookie },
      }),
    );
    const { battle } = current.json();
    const res = await app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      remoteAddress: this.ip,
      headers: { origin: ORIGIN, cookie: this.cookie },
      payload: { petId: pick === 'left' ? battle.pet1.id : battle.pet2.id },
    });
    expect(res.statusCode).toBe(200);
    return res.json().battle as { id: string; pet1: { id: string }; pet2: { id: string } };
  }
  async signUp(app: FastifyInstance) {
    const account = newAccount();
    const res = this.keep(
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: this.ip,
        headers: { origin: ORIGIN, cookie: this.cookie },
        payload: account,
      }),
    );
    expect(res.statusCode).toBe(201);
    const userId = res.json().user.id as string;
    await markVerified(app, userId);
    return { ...account, userId, res };
  }
  async signIn(app: FastifyInstance, email: string, password: string) {
    const res = this.keep(
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: this.ip,
        headers: { origin: ORIGIN, cookie: this.cookie },
        payload: { email, password },
      }),
    );
    expect(res.statusCode).toBe(200);
    return res;
  }
}

describe(`a visitor who signs up or signs in (${testDriver})`, () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    // An account's day allows 4 new votes here, a visitor's 10.
    t = await createTestApp({
      MAIL_WORKER: 'false',
      DAILY_VOTES: '4',
      DAILY_VOTES_ANONYMOUS: '10',
      ANON_VOTES_PER_IP: '1000',
    });
    fakeClock(t.app, '2025-07-04T09:00:00Z');
    owner = (await verifiedUser(t.app)).user.id;
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect(await counterMismatches(t.app)).toEqual(NO_MISMATCHES);
    await t.app.db.execute(sql`delete from pet_photos where true`);
    await t.app.db.execute(sql`delete from battles where true`);
  });

  const votesOf = (voter: { user?: string; visitor?: string }) =>
    rowsOf<{ pet: string }>(
      t.app.db,
      voter.user
        ? sql`select photo_id as pet from votes where user_id = ${voter.user} order by 1`
        : sql`select photo_id as pet from votes where visitor_id = ${voter.visitor}::uuid order by 1`,
    ).then((rows) => rows.map((r) => r.pet));
  const usage = async (key: string) =>
    (
      await rowsOf<{ n: number }>(
        t.app.db,
        sql`select votes_used as n from daily_vote_usage where voter_key = ${key} and day = '2025-07-04'`,
      )
    )[0]?.n ?? 0;
  const visitorOf = (b: Browser) => b.jar.get('pawprize_visitor')!.split('.')[0]!;
  const queue = async (b: Browser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/votes/queue',
        remoteAddress: b.ip,
        headers: { cookie: b.cookie },
      })
    )
      .json()
      .pets.map((p: { id: string }) => p.id) as string[];

  it("moves the visitor's votes, battle vote and skips to the new account, and clears the visitor's cookies", async () => {
    const pets = await insertPets(t.app, owner, 5);
    const b = new Browser();
    await b.swipe(t.app, pets[0]!);
    await b.swipe(t.app, pets[1]!);
    await b.swipe(t.app, pets[2]!, 'left');
    const battle = await b.battleVote(t.app);
    const visitor = visitorOf(b);

    const { userId, res } = await b.signUp(t.app);
    const cleared = [res.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/pawprize_visitor=; Max-Age=0; Path=\//);
    expect(cleared).toMatch(/pawprize_battle=; Max-Age=0; Path=\/api\/battles/);
    expect(b.jar.has('pawprize_visitor')).toBe(false);

    expect(await votesOf({ user: userId })).toEqual([pets[0], pets[1]].sort());
    expect(await votesOf({ visitor })).toEqual([]);
    // Counted once: the pets' counts are unchanged, and so are the receipts' totals.
    const [counts] = await rowsOf<{ a: number; b: number }>(
      t.app.db,
      sql`select (select votes_count from pet_photos where id = ${pets[0]}::uuid) as a,
        (select votes_count from pet_photos where id = ${pets[1]}::uuid) as b`,
    );
    expect(counts).toEqual({ a: 1, b: 1 });
    const receipt = await t.app.inject({ method: 'GET', url: `/api/pets/${pets[0]}/receipt` });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      votesCount: 1,
      counted: { card: 0, swipeMembers: 1, swipeVisitors: 0 },
    });
    // The account's allowance counts them, and its deck no longer offers them (nor the skip).
    expect(await usage(`u:${userId}`)).toBe(2);
    expect(await usage(`v:${visitor}`)).toBe(0);
    const state = (await getVoter(t.app, { cookie: b.cookie })).json().voter;
    expect(state).toMatchObject({ kind: 'account', votesUsedToday: 2, votesLeft: 2 });
    expect(await queue(b)).toEqual(expect.not.arrayContaining([pets[0], pets[1], pets[2]]));
    expect(await queue(b)).toEqual(expect.arrayContaining([pets[3], pets[4]]));
    // Voting again for a pet the visitor voted for is "already voted".
    expect((await b.swipe(t.app, pets[0]!)).statusCode).toBe(409);
    // The battle vote is the account's: the battle shows it as voted.
    const [bv] = await rowsOf<{ user: string | null }>(
      t.app.db,
      sql`select user_id as user from battle_votes where battle_id = ${battle.id}::uuid`,
    );
    expect(bv).toEqual({ user: userId });
  });

  it("keeps the account's own vote when it already voted the pet (today or ever): no double count", async () => {
    const pets = await insertPets(t.app, owner, 4);
    const member = await verifiedUser(t.app);
    // The account voted pets 0 and 1 already.
    expect((await vote(t.app, pets[0]!, { cookie: member.cookie })).statusCode).toBe(200);
    expect((await vote(t.app, pets[1]!, { cookie: member.cookie })).statusCode).toBe(200);
    const b = new Browser();
    for (const pet of pets.slice(0, 3)) expect((await b.swipe(t.app, pet)).statusCode).toBe(200);
    const visitor = visitorOf(b);

    await b.signIn(t.app, member.email, member.password);
    expect(await votesOf({ user: member.user.id })).toEqual(pets.slice(0, 3).sort());
    expect(await votesOf({ visitor })).toEqual([]);
    const [counts] = await rowsOf<{ n: number[] }>(
      t.app.db,
      sql`select array_agg(votes_count order by id) as n from pet_photos
        where id in (${pets[0]}::uuid, ${pets[1]}::uuid, ${pets[2]}::uuid)`,
    );
    expect(counts!.n).toEqual([1, 1, 1]);
    expect(await usage(`u:${member.user.id}`)).toBe(3);
  });

  it("moves no more votes than the account's allowance has room for that day", async () => {
    const pets = await insertPets(t.app, owner, 6);
    const member = await verifiedUser(t.app);
    for (const pet of pets.slice(0, 3)) {
      expect((await vote(t.app, pet, { cookie: member.cookie })).statusCode).toBe(200);
    }
    const b = new Browser();
    for (const pet of pets.slice(3)) expect((await b.swipe(t.app, pet)).statusCode).toBe(200);

    await b.signIn(t.app, member.email, member.password);
    // DAILY_VOTES is 4: one of the visitor's three votes fits (the first cast), two are withdrawn.
    expect(await votesOf({ user: member.user.id })).toEqual(pets.slice(0, 4).sort());
    expect(await usage(`u:${member.user.id}`)).toBe(4);
    const [left] = await rowsOf<{ n: number }>(
      t.app.db,
      sql`select sum(votes_count)::int as n from pet_photos where id in (${pets[4]}::uuid, ${pets[5]}::uuid)`,
    );
    expect(left!.n).toBe(0);
  });

  it("drops a visitor's vote for the account's own pet and a battle vote the account already cast", async () => {
    const member = await verifiedUser(t.app);
    await insertPets(t.app, owner, 2);
    const b = new Browser();
    const pair = await b.battleVote(t.app, 'left');
    // The member had judged the same pair (the other way).
    await t.app.db.execute(sql`insert into battle_votes (battle_id, user_id, voted_pet_id)
      values (${pair.id}::uuid, ${member.user.id}, ${pair.pet2.id}::uuid)`);
    await t.app.db.execute(
      sql`update battles
        set pet1_votes = pet1_votes + (pet1_id = ${pair.pet2.id}::uuid)::int,
          pet2_votes = pet2_votes + (pet2_id = ${pair.pet2.id}::uuid)::int
        where id = ${pair.id}::uuid`,
    );
    await t.app.db.execute(sql`update pet_battle_stats set battles_count = battles_count + 1
      where pet_id in (${pair.pet1.id}::uuid, ${pair.pet2.id}::uuid)`);
    const [own2] = await insertPets(t.app, member.user.id, 1);
    expect((await b.swipe(t.app, own2!)).statusCode).toBe(200);

    await b.signIn(t.app, member.email, member.password);
    expect(await votesOf({ user: member.user.id })).toEqual([]);
    const [row] = await rowsOf<{ votes: number; mine: string | null; sides: number }>(
      t.app.db,
      sql`select (select votes_count from pet_photos where id = ${own2}::uuid) as votes,
        (select voted_pet_id::text from battle_votes where battle_id = ${pair.id}::uuid
          and user_id = ${member.user.id}) as mine,
        (select pet1_votes + pet2_votes from battles where id = ${pair.id}::uuid) as sides`,
    );
    // The member's battle vote stands, alone (the counters: afterEach).
    expect(row).toEqual({ votes: 0, mine: pair.pet2.id, sides: 1 });
  });

  it('merges only the visitor whose cookie the signing-in browser sends', async () => {
    const pets = await insertPets(t.app, owner, 2);
    const member = await verifiedUser(t.app);
    const someone = new Browser();
    expect((await someone.swipe(t.app, pets[0]!)).statusCode).toBe(200);
    const visitor = visitorOf(someone);

    // Another browser signs in: the visitor's vote stays the visitor's.
    const other = new Browser();
    await other.signIn(t.app, member.email, member.password);
    expect(await votesOf({ visitor })).toEqual([pets[0]]);
    // A forged visitor cookie (the id without its signature, or a bad one) is no one's.
    const forger = new Browser();
    forger.jar.set('pawprize_visitor', `${visitor}.forged`);
    await forger.signIn(t.app, member.email, member.password);
    forger.jar.set('pawprize_visitor', visitor);
    await forger.signIn(t.app, member.email, member.password);
    expect(await votesOf({ visitor })).toEqual([pets[0]]);
    expect(await votesOf({ user: member.user.id })).toEqual([]);
  });

  it('moves nothing twice: a second account signing in with the cleared cookie replayed gets nothing', async () => {
    const pets = await insertPets(t.app, owner, 2);
    const first = await verifiedUser(t.app);
    const second = await verifiedUser(t.app);
    const b = new Browser();
    expect((await b.swipe(t.app, pets[0]!)).statusCode).toBe(200);
    const kept = b.jar.get('pawprize_visitor')!;
    await b.signIn(t.app, first.email, first.password);
    expect(b.jar.has('pawprize_visitor')).toBe(false);

    const replay = new Browser();
    replay.jar.set('pawprize_visitor', kept);
    await replay.signIn(t.app, second.email, second.password);
    expect(await votesOf({ user: first.user.id })).toEqual([pets[0]]);
    expect(await votesOf({ user: second.user.id })).toEqual([]);
  });
});

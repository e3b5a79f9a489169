import { BATTLE_MATCHUPS_PER_MINUTE, messages } from '@pawprize/shared';
import type { BattleView } from '@pawprize/shared/schemas/battles';
import { BattleResultSchema, CurrentBattleSchema } from '@pawprize/shared/schemas/battles';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN, signUp } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock, getVoter, insertPets } from '../../../test/voting.ts';
import {
  battleRankings,
  battles,
  battleVotes,
  pendingBattles,
  petBattleStats,
  petPhotos,
  visitors,
  votingStreaks,
} from '../../db/schema/index.ts';

interface Viewer {
  cookie: string;
  ip: string;
}

const anonymous = (): Viewer => ({ cookie: '', ip: freshIp() });

function headers(viewer: Viewer) {
  const h: Record<string, string> = { origin: ORIGIN };
  if (viewer.cookie) h.cookie = viewer.cookie;
  return h;
}

/** Keeps the cookies the server set (the visitor's id and matchup, ADR 0106), as a browser would. */
function remember(viewer: Viewer, res: { headers: Record<string, unknown> }) {
  const header = res.headers['set-cookie'];
  const set = (Array.isArray(header) ? header : header ? [header] : []) as string[];
  const jar = new Map(
    viewer.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.split('=')[0]!, c] as const),
  );
  for (const line of set) {
    const pair = line.split(';')[0]!;
    if (pair.startsWith('pawprize_visitor=') || pair.startsWith('pawprize_battle=')) {
      jar.set(pair.split('=')[0]!, pair);
    }
  }
  viewer.cookie = [...jar.values()].join('; ');
}

async function current(app: FastifyInstance, viewer: Viewer) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/battles/current',
    remoteAddress: viewer.ip,
    headers: headers(viewer),
  });
  remember(viewer, res);
  return res;
}

async function next(app: FastifyInstance, viewer: Viewer) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/battles/next',
    remoteAddress: viewer.ip,
    headers: headers(viewer),
  });
  remember(viewer, res);
  return res;
}

function vote(app: FastifyInstance, viewer: Viewer, battleId: string, petId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/battles/${battleId}/votes`,
    remoteAddress: viewer.ip,
    headers: headers(viewer),
    payload: { petId },
  });
}

async function battleOf(app: FastifyInstance, viewer: Viewer): Promise<BattleView> {
  const res = await current(app, viewer);
  expect(res.statusCode).toBe(200);
  const { battle } = CurrentBattleSchema.parse(res.json());
  expect(battle).not.toBeNull();
  return battle!;
}

const pairOf = (b: BattleView) => [b.pet1.id, b.pet2.id].sort().join('|');

async function resetBattles(app: FastifyInstance) {
  await app.db.execute(sql`delete from battles where true`);
  // Pending rows do not reference battles (db/schema/battles.ts): they would linger.
  await app.db.execute(sql`delete from pending_battles where true`);
  await app.db.execute(sql`delete from battle_rankings where true`);
  await app.db.execute(sql`update pet_battle_stats set battles_count = 0 where true`);
}

/** Rows a viewer's requests could make (ADR 0106: a read makes none). */
async function rowCounts(app: FastifyInstance) {
  return {
    visitors: await app.db.$count(visitors),
    pending: await app.db.$count(pendingBattles),
    battles: await app.db.$count(battles),
  };
}

async function counterMismatches(app: FastifyInstance): Promise<number> {
  const result = (await app.db.execute(sql`
    select count(*)::int as n from battles b
    where b.pet1_votes <> (select count(*) from battle_votes v
        where v.battle_id = b.id and v.voted_pet_id = b.pet1_id)
      or b.pet2_votes <> (select count(*) from battle_votes v
        where v.battle_id = b.id and v.voted_pet_id = b.pet2_id)`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

describe(`battles (${testDriver})`, () => {
  let t: TestApp;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false', ANON_VOTES_PER_IP: '1000' });
    fakeClock(t.app, '2025-07-04T09:00:00Z');
    await t.app.battleRankings.settled();
    ownerId = (await verifiedUser(t.app)).user.id;
  });
  afterAll(() => t?.close());
  afterEach(async () => {
    expect(await counterMismatches(t.app)).toBe(0);
    await t.app.db.execute(sql`delete from pet_photos where true`);
    await resetBattles(t.app);
  });

  describe('with fewer than two pets', () => {
    it('has no battle with 0 pets and refuses to make one', async () => {
      const viewer = anonymous();
      const res = await current(t.app, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ battle: null });
      const made = await next(t.app, viewer);
      expect(made.statusCode).toBe(409);
      expect(made.json()).toEqual({ code: 'CONFLICT', message: messages.battle.notEnoughPets });
    });

    it('has no battle with 1 pet', async () => {
      await insertPets(t.app, ownerId, 1);
      const viewer = anonymous();
      expect((await current(t.app, viewer)).json()).toEqual({ battle: null });
      expect((await next(t.app, viewer)).json().message).toBe(messages.battle.notEnoughPets);
    });

    it("does not count the viewer's own pets", async () => {
      const owner = await verifiedUser(t.app);
      await insertPets(t.app, owner.user.id, 3);
      const viewer = { cookie: owner.cookie, ip: freshIp() };
      expect((await current(t.app, viewer)).json()).toEqual({ battle: null });
      // Anyone else gets a battle of those pets.
      expect((await battleOf(t.app, anonymous())).pet1.id).toBeTruthy();
    });
  });

  describe('matchups', () => {
    let pets: string[];
    beforeEach(async () => {
      pets = await insertPets(t.app, ownerId, 5);
    });

    it('gives an anonymous viewer a visitor cookie and a blind battle of two pets, and stores nothing', async () => {
      const before = await rowCounts(t.app);
      await t.app.db.update(petPhotos).set({ votesCount: 7 }).where(eq(petPhotos.id, pets[2]!));
      const viewer = anonymous();
      const res = await current(t.app, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(viewer.cookie).toMatch(/^pawprize_visitor=/);
      const battle = CurrentBattleSchema.parse(res.json()).battle!;
      expect(battle.pet1.id).not.toBe(battle.pet2.id);
      expect(pets).toContain(battle.pet1.id);
      expect(pets).toContain(battle.pet2.id);
      expect(battle).toMatchObject({
        pet1Votes: null,
        pet2Votes: null,
        totalVotes: null,
        userVoted: null,
      });
      const index = pets.indexOf(battle.pet1.id);
      expect(battle.pet1).toEqual({
        id: pets[index],
        name: `Pet ${index + 1}`,
        imageUrl: `/uploads/pets/test/${index}-800.webp`,
        variants: [{ width: 800, url: `/uploads/pets/test/${index}-800.webp` }],
        placeholder: '#a0b1c2',
        width: 1600,
        height: 1200,
        likes: index === 2 ? 7 : 0,
        username: messages.battle.ownerPlaceholder,
      });
      // A read: no visitor, no pending matchup, no battle row (ADR 0106); the matchup is in the
      // visitor's cookies.
      expect(viewer.cookie).toMatch(/; pawprize_battle=/);
      expect(await rowCounts(t.app)).toEqual(before);
      // The pair's battle row and the visitor's come with the first vote.
      expect((await vote(t.app, viewer, battle.id, battle.pet1.id)).statusCode).toBe(200);
      const [stored] = await t.app.db.select().from(battles).where(eq(battles.id, battle.id));
      expect([stored!.pet1Id, stored!.pet2Id].sort()).toEqual(
        [battle.pet1.id, battle.pet2.id].sort(),
      );
      expect(await rowCounts(t.app)).toEqual({
        ...before,
        visitors: before.visitors + 1,
        battles: before.battles + 1,
      });
    });

    it('stores nothing for cookie-less matchup requests, however many', async () => {
      const before = await rowCounts(t.app);
      for (let i = 0; i < 5; i++) {
        expect((await current(t.app, anonymous())).statusCode).toBe(200);
        expect((await next(t.app, anonymous())).statusCode).toBe(200);
      }
      expect(await rowCounts(t.app)).toEqual(before);
    });

    it('keeps the matchup a visitor was offered to that visitor (a cookie moved to another is no use)', async () => {
      const alice = anonymous();
      const battle = await battleOf(t.app, alice);
      const offer = alice.cookie.split('; ').find((c) => c.startsWith('pawprize_battle='))!;
      const mallory = anonymous();
      await battleOf(t.app, mallory);
      const visitorOnly = mallory.cookie
        .split('; ')
        .find((c) => c.startsWith('pawprize_visitor='))!;
      mallory.cookie = `${visitorOnly}; ${offer}`;
      expect((await vote(t.app, mallory, battle.id, battle.pet1.id)).statusCode).toBe(409);
    });

    it('shows the same battle, same sides, on every refresh', async () => {
      const viewer = anonymous();
      const first = await battleOf(t.app, viewer);
      for (let i = 0; i < 3; i++) expect(await battleOf(t.app, viewer)).toEqual(first);
      expect(await t.app.db.$count(pendingBattles)).toBe(0);
    });

    it('replaces the pending battle with another pair on next', async () => {
      const viewer = anonymous();
      const first = await battleOf(t.app, viewer);
      const res = await next(t.app, viewer);
      expect(res.statusCode).toBe(200);
      const second = BattleResultSchema.parse(res.json()).battle;
      expect(pairOf(second)).not.toBe(pairOf(first));
      expect(await battleOf(t.app, viewer)).toEqual(second);
    });

    it('makes a new matchup when a pet of the pending one is deleted', async () => {
      const viewer = anonymous();
      const first = await battleOf(t.app, viewer);
      await t.app.db.delete(petPhotos).where(eq(petPhotos.id, first.pet1.id));
      const second = await battleOf(t.app, viewer);
      expect(second.id).not.toBe(first.id);
      expect([second.pet1.id, second.pet2.id]).not.toContain(first.pet1.id);
      // A vote in the deleted battle is refused like any battle that is not the current one.
      expect((await vote(t.app, viewer, first.id, first.pet2.id)).statusCode).toBe(409);
    });

    it('limits matchup requests per client address (per endpoint)', async () => {
      const viewer = anonymous();
      for (let i = 0; i < BATTLE_MATCHUPS_PER_MINUTE; i++) {
        expect((await current(t.app, viewer)).statusCode).toBe(200);
      }
      const limited = await current(t.app, viewer);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it('reuses the battle of a pair for every viewer', async () => {
      await t.app.db.delete(petPhotos).where(inArray(petPhotos.id, pets.slice(2)));
      const first = anonymous();
      const a = await battleOf(t.app, first);
      const b = await battleOf(t.app, anonymous());
      expect(b.id).toBe(a.id);
      expect((await vote(t.app, first, a.id, a.pet1.id)).statusCode).toBe(200);
      expect((await battleOf(t.app, anonymous())).id).toBe(a.id);
      expect(await t.app.db.$count(battles)).toBe(1);
    });

    it('never serves a pair the viewer has judged while other pairs remain', async () => {
      // 5 pets make 10 pairs: vote in each matchup, then ask for the next one.
      const viewer = anonymous();
      const seen = new Set<string>();
      let battle = await battleOf(t.app, viewer);
      for (let i = 0; i < 10; i++) {
        expect(seen.has(pairOf(battle))).toBe(false);
        seen.add(pairOf(battle));
        expect((await vote(t.app, viewer, battle.id, battle.pet1.id)).statusCode).toBe(200);
        const res = await next(t.app, viewer);
        if (i < 9) {
          expect(res.statusCode).toBe(200);
          battle = BattleResultSchema.parse(res.json()).battle;
        } else {
          expect(res.statusCode).toBe(409);
          expect(res.json().message).toBe(messages.battle.notEnoughPets);
        }
      }
      expect(seen.size).toBe(10);
      // The last, voted battle stays the pending one.
      expect((await battleOf(t.app, viewer)).userVoted).not.toBeNull();
    });
  });

  describe('votes', () => {
    let pets: string[];
    beforeEach(async () => {
      pets = await insertPets(t.app, ownerId, 2);
    });

    it('counts an anonymous vote and shows the counts from then on', async () => {
      const viewer = anonymous();
      const battle = await battleOf(t.app, viewer);
      const res = await vote(t.app, viewer, battle.id, battle.pet2.id);
      expect(res.statusCode).toBe(200);
      const voted = BattleResultSchema.parse(res.json()).battle;
      expect(voted).toEqual({
        ...battle,
        pet1Votes: 0,
        pet2Votes: 1,
        totalVotes: 1,
        userVoted: battle.pet2.id,
      });
      // A refresh shows the result until the viewer asks for the next battle.
      expect(await battleOf(t.app, viewer)).toEqual(voted);
      const [row] = await t.app.db.select().from(battleVotes);
      expect(row).toMatchObject({ battleId: battle.id, userId: null, votedPetId: battle.pet2.id });
      expect(row!.visitorId).toBeTruthy();
      expect(row!.ipKey).toMatch(/^[\w-]{22}$/);
      const counts = await t.app.db
        .select({ battlesCount: petBattleStats.battlesCount })
        .from(petBattleStats);
      expect(counts.map((c) => c.battlesCount)).toEqual([1, 1]);
    });

    it('keeps the counts blind for a viewer who has not voted yet', async () => {
      const first = anonymous();
      const battle = await battleOf(t.app, first);
      await vote(t.app, first, battle.id, battle.pet1.id);
      const second = anonymous();
      const seen = await battleOf(t.app, second);
      expect(seen.id).toBe(battle.id);
      expect(seen).toMatchObject({ pet1Votes: null, pet2Votes: null, totalVotes: null });
      const res = await vote(t.app, second, seen.id, seen.pet1.id);
      const after = BattleResultSchema.parse(res.json()).battle;
      expect(after.totalVotes).toBe(2);
      // Counts follow the viewer's sides.
      const forFirst = seen.pet1.id === battle.pet1.id ? 2 : 1;
      expect(after.pet1Votes).toBe(forFirst);
      expect(after.pet1Votes! + after.pet2Votes!).toBe(2);
    });

    it('refuses a second vote in the same battle', async () => {
      const viewer = anonymous();
      const battle = await battleOf(t.app, viewer);
      await vote(t.app, viewer, battle.id, battle.pet1.id);
      const again = await vote(t.app, viewer, battle.id, battle.pet2.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'ALREADY_VOTED',
        message: messages.battle.alreadyVoted,
      });
      expect(await t.app.db.$count(battleVotes)).toBe(1);
    });

    it('refuses a pet that is not one of the pair', async () => {
      const [other] = await insertPets(t.app, ownerId, 1);
      const viewer = anonymous();
      const battle = await battleOf(t.app, viewer);
      const stranger = [pets[0], pets[1], other].find(
        (id) => id !== battle.pet1.id && id !== battle.pet2.id,
      )!;
      const res = await vote(t.app, viewer, battle.id, stranger);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.battle.petNotInBattle);
      expect(await t.app.db.$count(battleVotes)).toBe(0);
    });

    it("refuses a vote in a battle that is not the viewer's current one", async () => {
      const owner = anonymous();
      const battle = await battleOf(t.app, owner);
      // Another viewer, whose pending battle is another pair.
      await insertPets(t.app, ownerId, 2);
      const other = anonymous();
      if ((await battleOf(t.app, other)).id === battle.id) await next(t.app, other);
      expect((await battleOf(t.app, other)).id).not.toBe(battle.id);
      const refused = await vote(t.app, other, battle.id, battle.pet1.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'CONFLICT',
        message: messages.battle.notCurrentBattle,
      });
      // No visitor cookie at all, an unknown battle, not an id.
      for (const [viewer, id] of [
        [anonymous(), battle.id],
        [other, '00000000-0000-4000-8000-000000000000'],
        [other, 'not-a-battle'],
      ] as const) {
        const res = await vote(t.app, viewer, id, battle.pet1.id);
        expect(res.statusCode).toBe(409);
      }
      // A battle the viewer was shown but replaced.
      const replacedBy = anonymous();
      const old = await battleOf(t.app, replacedBy);
      await next(t.app, replacedBy);
      expect((await vote(t.app, replacedBy, old.id, old.pet1.id)).statusCode).toBe(409);
      expect(await t.app.db.$count(battleVotes)).toBe(0);
    });

    it('counts a signed-in vote toward the streak and refuses unverified accounts', async () => {
      const account = await verifiedUser(t.app);
      const viewer = { cookie: account.cookie, ip: freshIp() };
      const battle = await battleOf(t.app, viewer);
      const res = await vote(t.app, viewer, battle.id, battle.pet1.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      const [row] = await t.app.db.select().from(battleVotes);
      expect(row).toMatchObject({ userId: account.user.id, visitorId: null, ipKey: null });
      const [streak] = await t.app.db
        .select()
        .from(votingStreaks)
        .where(eq(votingStreaks.userId, account.user.id));
      expect(streak).toMatchObject({ currentStreak: 1, lastVoteDate: '2025-07-04' });
      const state = await getVoter(t.app, { cookie: account.cookie });
      expect(state.json().voter.streak.currentStreak).toBe(1);
      // Battle votes do not use the daily allowance of pet votes.
      expect(state.json().voter.votesUsedToday).toBe(0);

      const unverified = await signUp(t.app);
      const other = { cookie: unverified.cookie, ip: freshIp() };
      const theirs = await battleOf(t.app, other);
      const refused = await vote(t.app, other, theirs.id, theirs.pet1.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    });
  });

  describe('choosing pets', () => {
    it('gives every pet of a fresh 5-pet site its share of 200 battles', async () => {
      // No battle history, no ranking: each matchup holds a given pet with probability 2/5, so
      // 80 of 200 on average (sd 6.9); 40 and 120 are 5.8 sd away. Before the fix, the first
      // pet uploaded was in all 200.
      const pets = await insertPets(t.app, ownerId, 5);
      const seen = new Map(pets.map((id) => [id, 0]));
      for (let i = 0; i < 200; i++) {
        const battle = await battleOf(t.app, anonymous());
        for (const id of [battle.pet1.id, battle.pet2.id]) seen.set(id, seen.get(id)! + 1);
      }
      for (const [id, n] of seen) {
        expect(n, `battles of pet ${pets.indexOf(id) + 1}`).toBeGreaterThanOrEqual(40);
        expect(n, `battles of pet ${pets.indexOf(id) + 1}`).toBeLessThanOrEqual(120);
      }
    });

    it('starts every matchup from one of the least-battled pets', async () => {
      const pets = await insertPets(t.app, ownerId, 100);
      const fresh = new Set(pets.slice(0, 50));
      await t.app.db
        .update(petBattleStats)
        .set({ battlesCount: 40 })
        .where(inArray(petBattleStats.petId, pets.slice(50)));
      for (let i = 0; i < 15; i++) {
        const battle = await battleOf(t.app, anonymous());
        expect(fresh.has(battle.pet1.id) || fresh.has(battle.pet2.id)).toBe(true);
      }
    });

    it('pairs pets of similar strength once they are ranked', async () => {
      const pets = await insertPets(t.app, ownerId, 300);
      // Strength rises with the index; the rank position is the index.
      await t.app.db.insert(battleRankings).values(
        pets.map((petId, i) => ({
          petId,
          strength: Math.exp(i / 50),
          lower: 0,
          upper: 0,
          wins: 5,
          losses: 5,
          battles: 10,
          position: i,
        })),
      );
      for (let i = 0; i < 20; i++) {
        const battle = await battleOf(t.app, anonymous());
        const gap = Math.abs(pets.indexOf(battle.pet1.id) - pets.indexOf(battle.pet2.id));
        expect(gap).toBeGreaterThan(0);
        expect(gap).toBeLessThanOrEqual(50);
      }
    });

    it('pairs unranked pets among the least battled, whatever their card votes', async () => {
      // No rank yet: card votes say nothing about a battle (and all tie at 0 on a new site), so
      // both pets come from the least battled (docs/decisions/0112-fair-matchmaking.md).
      const pets = await insertPets(t.app, ownerId, 100);
      const fresh = new Set(pets.slice(40));
      await t.app.db
        .update(petBattleStats)
        .set({ battlesCount: 40 })
        .where(inArray(petBattleStats.petId, pets.slice(0, 40)));
      await t.app.db.execute(sql`
        update pet_photos set votes_count = v.n
        from (select unnest(${`{${pets.join(',')}}`}::uuid[]) as id,
          generate_series(0, ${pets.length - 1}) * 3 as n) as v
        where pet_photos.id = v.id`);
      for (let i = 0; i < 20; i++) {
        const battle = await battleOf(t.app, anonymous());
        expect(fresh.has(battle.pet1.id) && fresh.has(battle.pet2.id)).toBe(true);
      }
    });
  });

  describe('the per-IP cap on anonymous votes', () => {
    let capped: TestApp;
    beforeAll(async () => {
      capped = await createTestApp({ MAIL_WORKER: 'false', ANON_VOTES_PER_IP: '2' });
      await capped.app.battleRankings.settled();
      const owner = await verifiedUser(capped.app);
      await insertPets(capped.app, owner.user.id, 4);
    });
    afterAll(() => capped?.close());

    it('refuses anonymous battle votes over the cap, apart from the swipe budget', async () => {
      const ip = '203.0.113.7';
      for (let i = 0; i < 3; i++) {
        const viewer = { cookie: '', ip };
        const battle = await battleOf(capped.app, viewer);
        const res = await vote(capped.app, viewer, battle.id, battle.pet1.id);
        if (i < 2) {
          expect(res.statusCode).toBe(200);
        } else {
          expect(res.statusCode).toBe(429);
          expect(res.json()).toEqual({
            code: 'DAILY_LIMIT_REACHED',
            message: messages.battle.dailyLimitReached,
          });
        }
      }
      expect(await capped.app.db.$count(battleVotes)).toBe(2);
      expect(await counterMismatches(capped.app)).toBe(0);
      // Swipes from the same address still have their own budget.
      const [pet] = await capped.app.db.select({ id: petPhotos.id }).from(petPhotos).limit(1);
      const swipe = await capped.app.inject({
        method: 'POST',
        url: '/api/swipes',
        remoteAddress: ip,
        headers: { origin: ORIGIN },
        payload: { petId: pet!.id, direction: 'right' },
      });
      expect(swipe.statusCode).toBe(200);
    });
  });
});

import { BattleRankingsSchema } from '@pawprize/shared/schemas/battles';
import { BATTLE_MIN_FOR_RANKING } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, ORIGIN } from '../../../test/auth-helpers.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { fakeClock, insertPets, visitorCookiesFrom } from '../../../test/voting.ts';
import { rowsOf } from '../../db/rows.ts';
import { battleRankings } from '../../db/schema/index.ts';

/** A battle of pets a and b with its vote counts, as votes would have left it. */
async function seedBattle(
  app: FastifyInstance,
  a: string,
  b: string,
  aWins: number,
  bWins: number,
) {
  await app.db.execute(sql`
    insert into battles (pet1_id, pet2_id, pet1_votes, pet2_votes)
    values (least(${a}::uuid, ${b}::uuid), greatest(${a}::uuid, ${b}::uuid),
      case when ${a}::uuid < ${b}::uuid then ${aWins}::int else ${bWins}::int end,
      case when ${a}::uuid < ${b}::uuid then ${bWins}::int else ${aWins}::int end)`);
  await app.db.execute(sql`
    update pet_battle_stats set battles_count = battles_count + ${aWins + bWins}
    where pet_id in (${a}::uuid, ${b}::uuid)`);
}

function rankings(app: FastifyInstance, limit?: number) {
  return app.inject({
    method: 'GET',
    url: `/api/battles/rankings${limit ? `?limit=${limit}` : ''}`,
  });
}

describe(`battle rankings (${testDriver})`, () => {
  let t: TestApp;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    fakeClock(t.app, '2025-07-04T09:00:00Z');
    await t.app.battleRankings.settled();
    ownerId = (await verifiedUser(t.app)).user.id;
  });
  afterAll(() => t?.close());

  it('has nothing to show before any battle', async () => {
    const res = await rankings(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    expect(res.json()).toEqual({ computedAt: null, rankings: [] });
  });

  it('ranks pets by Bradley–Terry strength, with intervals, ties and win/loss counts', async () => {
    // Five pets in a round robin where the lower index wins 8 of 10 and a sixth pet with only
    // 3 battles (under the minimum of 5: computed, not listed).
    const pets = await insertPets(t.app, ownerId, 6);
    for (let i = 0; i < 5; i++) {
      for (let j = i + 1; j < 5; j++) await seedBattle(t.app, pets[i]!, pets[j]!, 8, 2);
    }
    await seedBattle(t.app, pets[5]!, pets[0]!, 2, 1);
    const run = await t.app.battleRankings.recompute();
    expect(run).toMatchObject({ pets: 6, pairs: 11, ranked: 5 });
    expect(await t.app.db.$count(battleRankings)).toBe(6);

    const body = BattleRankingsSchema.parse((await rankings(t.app)).json());
    expect(body.computedAt).toBe('2025-07-04T09:00:00.000Z');
    expect(body.rankings.map((r) => r.petId)).toEqual(pets.slice(0, 5));
    expect(body.rankings[0]).toMatchObject({
      rank: 1,
      petName: 'Pet 1',
      imageUrl: '/uploads/pets/test/0-800.webp',
      placeholder: '#a0b1c2',
      wins: 33,
      losses: 10,
      battles: 43,
    });
    expect(body.rankings[4]).toMatchObject({ wins: 8, losses: 32, battles: 40 });
    for (const [i, row] of body.rankings.entries()) {
      expect(row.battles).toBeGreaterThanOrEqual(BATTLE_MIN_FOR_RANKING);
      expect(row.lower).toBeLessThanOrEqual(row.strength);
      expect(row.upper).toBeGreaterThanOrEqual(row.strength);
      // Competition ranking: a pet's rank is its place, or the place of the group it ties with.
      const leader = body.rankings.find((r) => r.rank === row.rank)!;
      expect(row.rank).toBe(body.rankings.indexOf(leader) + 1);
      expect(row.rank).toBeLessThanOrEqual(i + 1);
      expect(row.tied).toBe(body.rankings.filter((r) => r.rank === row.rank).length > 1);
      if (row !== leader) expect(row.upper).toBeGreaterThanOrEqual(leader.lower);
    }
    // The strongest pet is clearly ahead of the weakest.
    expect(body.rankings[0]!.lower).toBeGreaterThan(body.rankings[4]!.upper);
    expect((await rankings(t.app, 2)).json().rankings).toHaveLength(2);
  });

  it('skips a run when no battle vote was cast since the last one', async () => {
    const [a, b] = await insertPets(t.app, ownerId, 2);
    await seedBattle(t.app, a!, b!, 3, 2);
    expect(await t.app.battleRankings.recompute()).not.toBeNull();
    expect(await t.app.battleRankings.recompute()).toBeNull();
    const [inBattles] = await rowsOf<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from (select pet1_id from battles union select pet2_id from battles) as p`,
    );
    expect(await t.app.battleRankings.recompute({ force: true })).toMatchObject({
      pets: inBattles!.n,
    });
  });

  it('ranks from votes cast through the API', async () => {
    await t.app.db.execute(sql`delete from pet_photos where true`);
    const [good, meh] = await insertPets(t.app, ownerId, 2);
    for (let i = 0; i < 6; i++) {
      const ip = freshIp();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/battles/current',
        remoteAddress: ip,
      });
      const { battle } = res.json();
      const voted = await t.app.inject({
        method: 'POST',
        url: `/api/battles/${battle.id}/votes`,
        remoteAddress: ip,
        headers: { origin: ORIGIN, cookie: visitorCookiesFrom(res) },
        payload: { petId: i < 5 ? good : meh },
      });
      expect(voted.statusCode).toBe(200);
    }
    await t.app.battleRankings.recompute();
    const body = BattleRankingsSchema.parse((await rankings(t.app)).json());
    // The answer is cached for a few seconds; the run cleared this instance's cache.
    expect(body.rankings.map((r) => [r.petId, r.wins, r.losses])).toEqual([
      [good, 5, 1],
      [meh, 1, 5],
    ]);
    expect(body.rankings[0]!.strength).toBeGreaterThan(body.rankings[1]!.strength);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { insertPets } from '../../../test/voting.ts';
import { battleCurrentFunction, battleVoteFunction } from '../../db/functions/battles.ts';
import { rowsOf } from '../../db/rows.ts';
import { BATTLE_CANDIDATE_POOL } from './battles.service.ts';

/**
 * Fair matchmaking (docs/product/battles.md, docs/decisions/0112-fair-matchmaking.md): on any
 * site — fresh (no battle yet) or seasoned (uneven battle history, card votes, rankings computed,
 * then newcomers that have no rank yet) — each eligible pet takes part in its share of the battles
 * from the first one on. A site's pets get ROUNDS_PER_PET × P matchups, each for a new visitor who
 * judges it; every pet's number of battles must lie within a factor BOUND of the equal share
 * 2N/P. The matchmaking is the two SQL functions, called here as the routes call them (thousands
 * of matchups per site through HTTP would take minutes); battles.test.ts covers the routes.
 */

/** Equal share μ = 2N/P = 2 × ROUNDS_PER_PET = 120 battles per pet: sd ≤ √120 ≈ 11. */
const ROUNDS_PER_PET = 60;
/**
 * Each pet's battles within [(1 − BOUND) μ, (1 + BOUND) μ] = [60, 180]: 5.5 sd either side, so
 * a fair draw fails it with probability ~4·10⁻⁸ per pet (~10⁻⁵ for the whole property), while a
 * pet left out of a third of the battles it should get, or in every battle, fails it at once.
 */
const BOUND = 0.5;

interface Site {
  pets: number;
  /** Battles before the run: [pet a, pet b, a's wins, b's wins]. Empty: a fresh site. */
  history: [number, number, number, number][];
  /** Card votes of each pet (matchmaking ignores them since ADR 0112: they must not matter). */
  cardVotes: number[];
  /**
   * Matchmaking's candidate pool: the production value, or a small one, so that a site of a few
   * pets is also "larger than the pool", as a site of hundreds of pets is with the real one.
   */
  pool: number;
  /** Pets added after the rankings were computed (no rank yet). */
  newcomers: number;
}

const site: fc.Arbitrary<Site> = fc
  .record({
    pets: fc.integer({ min: 2, max: 10 }),
    seasoned: fc.boolean(),
    newcomers: fc.integer({ min: 0, max: 2 }),
    seed: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 4 }), fc.nat({ max: 4 })), {
      minLength: 1,
      maxLength: 40,
    }),
    votes: fc.array(fc.nat({ max: 30 }), { minLength: 12, maxLength: 12 }),
    pool: fc.oneof(fc.constant(BATTLE_CANDIDATE_POOL), fc.integer({ min: 2, max: 4 })),
  })
  .map(({ pets, seasoned, newcomers, seed, votes, pool }) => {
    const history: Site['history'] = [];
    const pairs = new Set<string>();
    if (seasoned) {
      for (const [x, y, aWins, bWins] of seed) {
        const a = x % pets;
        const b = y % pets;
        if (a === b || aWins + bWins === 0 || pairs.has(`${Math.min(a, b)}:${Math.max(a, b)}`)) {
          continue;
        }
        pairs.add(`${Math.min(a, b)}:${Math.max(a, b)}`);
        history.push([a, b, aWins, bWins]);
      }
    }
    const total = pets + (history.length ? newcomers : 0);
    return {
      pets,
      history,
      cardVotes: votes.slice(0, total),
      newcomers: history.length ? newcomers : 0,
      pool,
    };
  });

describe(`matchmaking exposure (${testDriver})`, () => {
  let t: TestApp;
  let ownerId: string;
  const day = { day: '2025-07-04', utcDay: '2025-07-04', timeZone: 'UTC' };

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    await t.app.battleRankings.settled();
    ownerId = (await verifiedUser(t.app)).user.id;
  });
  afterAll(() => t?.close());

  /** Writes the site: pets, card votes, the history's battles and votes, rankings, newcomers. */
  async function build(s: Site): Promise<string[]> {
    await t.app.db.execute(sql`delete from pet_photos where true`);
    await t.app.db.execute(sql`delete from pending_battles where true`);
    const pets = await insertPets(t.app, ownerId, s.pets);
    const judges = Array.from({ length: 8 }, () => randomUUID());
    if (s.history.length) {
      await t.app.db.execute(sql`insert into visitors (id)
        select unnest(${`{${judges.join(',')}}`}::uuid[]) on conflict do nothing`);
    }
    for (const [a, b, aWins, bWins] of s.history) {
      const [lo, hi] = pets[a]! < pets[b]! ? [a, b] : [b, a];
      const [loWins, hiWins] = lo === a ? [aWins, bWins] : [bWins, aWins];
      const [battle] = await rowsOf<{ id: string }>(
        t.app.db,
        sql`insert into battles (pet1_id, pet2_id, pet1_votes, pet2_votes)
          values (${pets[lo]}::uuid, ${pets[hi]}::uuid, ${loWins}, ${hiWins}) returning id`,
      );
      const winners = [...Array(loWins).fill(pets[lo]), ...Array(hiWins).fill(pets[hi])];
      for (const [i, winner] of winners.entries()) {
        await t.app.db.execute(sql`insert into battle_votes (battle_id, visitor_id, voted_pet_id)
          values (${battle!.id}::uuid, ${judges[i]}::uuid, ${winner}::uuid)`);
      }
      await t.app.db.execute(sql`update pet_battle_stats
        set battles_count = battles_count + ${loWins + hiWins}
        where pet_id in (${pets[lo]}::uuid, ${pets[hi]}::uuid)`);
    }
    if (s.history.length) await t.app.battleRankings.recompute({ force: true });
    if (s.newcomers) pets.push(...(await insertPets(t.app, ownerId, s.newcomers)));
    for (const [i, votes] of s.cardVotes.entries()) {
      await t.app.db.execute(
        sql`update pet_photos set votes_count = ${votes} where id = ${pets[i]}::uuid`,
      );
    }
    return pets;
  }

  /** One matchup for a new visitor, judged for a random side: the two pets. */
  async function round(pool: number): Promise<[string, string]> {
    const visitor = randomUUID();
    // A visitor's matchup is an offer, not a stored row (ADR 0106).
    const viewer = { viewerKey: null, user: null, visitor };
    const [battle] = await battleCurrentFunction.call(t.app.db, {
      ...viewer,
      replace: false,
      pool,
      offerLo: null,
      offerHi: null,
      offerSwapped: null,
    });
    expect(battle, 'a battle').toBeDefined();
    const pet = Math.random() < 0.5 ? battle!.leftId : battle!.rightId;
    const swapped = battle!.leftId > battle!.rightId;
    const [voted] = await battleVoteFunction.call(t.app.db, {
      battle: battle!.id,
      petId: pet,
      ...viewer,
      offerLo: swapped ? battle!.rightId : battle!.leftId,
      offerHi: swapped ? battle!.leftId : battle!.rightId,
      offerSwapped: swapped,
      ...day,
      ipKey: 'matchmaking-property',
      ipLimit: 1_000_000_000,
    });
    expect(voted?.outcome).toBe('counted');
    return [battle!.leftId, battle!.rightId];
  }

  async function countersAgree(): Promise<boolean> {
    const [row] = await rowsOf<{ off: number }>(
      t.app.db,
      sql`select count(*)::int as off from pet_battle_stats as s
        where s.battles_count <> (select coalesce(sum(b.pet1_votes + b.pet2_votes), 0)
          from battles as b where b.pet1_id = s.pet_id or b.pet2_id = s.pet_id)`,
    );
    return row!.off === 0;
  }

  it('gives every pet its share of battles within the bound, fresh or seasoned', async () => {
    await fc.assert(
      fc.asyncProperty(site, async (s) => {
        const pets = await build(s);
        const rounds = ROUNDS_PER_PET * pets.length;
        const battles = new Map(pets.map((id) => [id, 0]));
        for (let i = 0; i < rounds; i++) {
          for (const id of await round(s.pool)) {
            battles.set(id, battles.get(id)! + 1);
          }
        }
        const share = (2 * rounds) / pets.length;
        for (const [id, n] of battles) {
          const which = `pet ${pets.indexOf(id) + 1} of ${pets.length}`;
          expect(n, which).toBeGreaterThanOrEqual((1 - BOUND) * share);
          expect(n, which).toBeLessThanOrEqual((1 + BOUND) * share);
        }
        expect(await countersAgree()).toBe(true);
      }),
      { numRuns: 10 },
    );
  }, 600_000);
});

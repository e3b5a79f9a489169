import { SHARE_BOOST_VOTES, SHARE_PLATFORMS } from '@pawprize/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import {
  countMismatches,
  fakeClock,
  insertPets,
  share,
  swipe,
  unvote,
  visitorCookieFrom,
  vote,
} from '../../../test/voting.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Model-based property test (docs/product/votes.md): random sequences of votes, swipes (accounts
 * and one anonymous visitor), unvotes, shares and pet deletions. Every answer must match a plain
 * model, and afterwards votes_count equals the number of vote rows and no allowance is exceeded.
 */

const DAILY = 2;
const DAILY_ANON = 2;
const PETS = 3;
/** Voters 0 and 1 are accounts, 2 is the anonymous visitor. */
const VISITOR = 2;

type Command =
  | { kind: 'vote'; voter: 0 | 1; pet: number }
  | { kind: 'swipe'; voter: 0 | 1 | 2; pet: number }
  | { kind: 'unvote'; voter: 0 | 1; pet: number }
  | { kind: 'share'; voter: 0 | 1; platform: (typeof SHARE_PLATFORMS)[number] }
  | { kind: 'deletePet'; pet: number };

const pet = fc.integer({ min: 0, max: PETS - 1 });
const account = fc.constantFrom(0 as const, 1 as const);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('vote' as const), voter: account, pet }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('swipe' as const),
      voter: fc.constantFrom(0 as const, 1 as const, 2 as const),
      pet,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('unvote' as const), voter: account, pet }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('share' as const),
      voter: account,
      platform: fc.constantFrom(...SHARE_PLATFORMS),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deletePet' as const), pet }) },
);

class Model {
  votes = new Set<string>();
  deleted = new Set<number>();
  used = [0, 0, 0];
  bonus = [0, 0, 0];
  shared = new Set<string>();

  /** The status a new vote should get, applying it when accepted. */
  cast(voter: number, pet: number): number {
    if (this.deleted.has(pet)) return 404;
    if (this.votes.has(`${voter}:${pet}`)) return 409;
    const limit = voter === VISITOR ? DAILY_ANON : DAILY;
    if (this.used[voter]! < limit) this.used[voter]!++;
    else if (this.bonus[voter]! > 0) this.bonus[voter]!--;
    else return 429;
    this.votes.add(`${voter}:${pet}`);
    return 200;
  }

  remove(voter: number, pet: number): number {
    return this.votes.delete(`${voter}:${pet}`) ? 200 : 404;
  }

  share(voter: number, platform: string): boolean {
    if (this.shared.has(`${voter}:${platform}`)) return false;
    this.shared.add(`${voter}:${platform}`);
    this.bonus[voter]! += SHARE_BOOST_VOTES;
    return true;
  }

  deletePet(pet: number): void {
    this.deleted.add(pet);
    for (const key of [...this.votes]) if (key.endsWith(`:${pet}`)) this.votes.delete(key);
  }
}

describe(`votes_count and allowances under random sequences (${testDriver})`, () => {
  let t: TestApp;
  let cookies: string[];
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp({
      MAIL_WORKER: 'false',
      DAILY_VOTES: String(DAILY),
      DAILY_VOTES_ANONYMOUS: String(DAILY_ANON),
    });
    fakeClock(t.app, '2025-09-01T12:00:00Z');
    const [a, b, c] = await Promise.all([
      verifiedUser(t.app),
      verifiedUser(t.app),
      verifiedUser(t.app),
    ]);
    owner = c!.user.id;
    const [first] = await insertPets(t.app, owner, 1);
    const visitor = visitorCookieFrom(await swipe(t.app, first!, 'right'));
    cookies = [a!.cookie, b!.cookie, visitor];
  });
  afterAll(() => t?.close());

  async function reset(): Promise<string[]> {
    await t.app.db.execute(sql`with
      p as (delete from pet_photos),
      u as (delete from daily_vote_usage),
      s as (delete from share_boosts),
      i as (delete from ip_vote_usage)
      select 1`);
    return insertPets(t.app, owner, PETS);
  }

  let runs = 0;
  async function run(commands: Command[]): Promise<void> {
    const pets = await reset();
    // One client address per run: its per-IP cap starts empty, and so does its swipe rate limit.
    const n = ++runs;
    const ip = `10.200.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const model = new Model();
    for (const c of commands) {
      const cookie = cookies[c.kind === 'deletePet' ? 0 : c.voter]!;
      switch (c.kind) {
        case 'vote':
        case 'swipe': {
          const res =
            c.kind === 'vote'
              ? await vote(t.app, pets[c.pet]!, { cookie, ip })
              : await swipe(t.app, pets[c.pet]!, 'right', { cookie, ip });
          expect(res.statusCode, `${c.kind} ${c.voter}:${c.pet}`).toBe(model.cast(c.voter, c.pet));
          break;
        }
        case 'unvote': {
          const res = await unvote(t.app, pets[c.pet]!, { cookie });
          expect(res.statusCode, `unvote ${c.voter}:${c.pet}`).toBe(model.remove(c.voter, c.pet));
          break;
        }
        case 'share': {
          const res = await share(t.app, c.platform, { cookie });
          expect(res.json().credited).toBe(model.share(c.voter, c.platform));
          break;
        }
        case 'deletePet':
          await t.app.db.execute(sql`delete from pet_photos where id = ${pets[c.pet]!}::uuid`);
          model.deletePet(c.pet);
          break;
      }
    }
    expect(await countMismatches(t.app)).toBe(0);
    const [totals] = await rowsOf<{ votes: number; overLimit: number }>(
      t.app.db,
      sql`select (select count(*)::int from votes) as votes,
        (select count(*)::int from daily_vote_usage
          where votes_used > ${Math.max(DAILY, DAILY_ANON)}) as "overLimit"`,
    );
    expect(totals).toEqual({ votes: model.votes.size, overLimit: 0 });
  }

  it('keeps votes_count equal to the vote rows and never exceeds an allowance', async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), run), {
      numRuns: 500,
    });
  }, 240_000);
});

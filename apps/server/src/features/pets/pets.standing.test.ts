import { LeaderboardSchema, PetStandingSchema } from '@pawprize/shared/schemas/pets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { petPhotos } from '../../db/schema/index.ts';

/**
 * Where a pet stands (docs/product/gallery.md): its rank in the running month's round, and the
 * signed-in owner's pets with their leaderboard rank ("Your pets" under the leaderboard).
 */

const NOW = new Date('2026-06-15T12:00:00Z');
const LAST_MONTH = new Date('2026-05-20T12:00:00Z');

describe(`pet standings (${testDriver})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof verifiedUser>>;
  let other: Awaited<ReturnType<typeof verifiedUser>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    t.app.clock.now = () => NOW;
    owner = await verifiedUser(t.app);
    other = await verifiedUser(t.app);
    // This round: 14 of other's pets with 20..7 votes, the owner's 'Sunny' with 9 (tied with one,
    // behind 11), and 'Held' pending review. Last month: the owner's 'Old' with 100 votes.
    const seeds = [
      ...Array.from({ length: 14 }, (_, i) => ({
        name: `Rival ${i}`,
        votes: 20 - i,
        userId: other.user.id as string,
        createdAt: NOW,
        status: 'visible' as const,
      })),
      {
        name: 'Sunny',
        votes: 9,
        userId: owner.user.id as string,
        createdAt: NOW,
        status: 'visible' as const,
      },
      {
        name: 'Held',
        votes: 0,
        userId: owner.user.id as string,
        createdAt: NOW,
        status: 'pending' as const,
      },
      {
        name: 'Old',
        votes: 100,
        userId: owner.user.id as string,
        createdAt: LAST_MONTH,
        status: 'visible' as const,
      },
    ];
    const rows = await t.app.db
      .insert(petPhotos)
      .values(
        seeds.map((s) => ({
          userId: s.userId,
          petName: s.name,
          imageUrl: '/uploads/pets/seed-400.webp',
          width: 400,
          height: 300,
          variants: [{ width: 400, url: '/uploads/pets/seed-400.webp' }],
          votesCount: s.votes,
          createdAt: s.createdAt,
          status: s.status,
        })),
      )
      .returning({ id: petPhotos.id, petName: petPhotos.petName });
    for (const row of rows) ids[row.petName] = row.id;
  });
  afterAll(() => t?.close());

  const standing = async (name: string, cookie = '') => {
    const res = await t.app.inject({
      url: `/api/pets/${ids[name]}/standing`,
      headers: cookie ? { cookie } : {},
    });
    return res;
  };

  it("answers a pet's rank among this round's public entries, ties sharing a rank", async () => {
    const res = await standing('Sunny');
    expect(res.statusCode, res.body).toBe(200);
    // Rivals with 20..10 votes (11 of them) are ahead; Rival 11 has 9 too.
    expect(PetStandingSchema.parse(res.json())).toEqual({
      month: '2026-06',
      endsAt: '2026-07-01T00:00:00.000Z',
      rank: 12,
      entries: 15,
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives no rank to a pet of an earlier round', async () => {
    const res = await standing('Old');
    expect(res.json()).toMatchObject({ month: '2026-06', rank: null, entries: 15 });
  });

  it('answers a pending pet to its owner only, with no rank', async () => {
    expect((await standing('Held')).statusCode).toBe(404);
    expect((await standing('Held', other.cookie)).statusCode).toBe(404);
    const mine = await standing('Held', owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ rank: null, entries: 15 });
  });

  it('answers 404 for an unknown pet', async () => {
    const res = await t.app.inject({
      url: '/api/pets/00000000-0000-4000-8000-000000000000/standing',
    });
    expect(res.statusCode).toBe(404);
  });

  it("lists the signed-in owner's public pets with their leaderboard rank", async () => {
    expect((await t.app.inject({ url: '/api/me/leaderboard' })).statusCode).toBe(401);
    const res = await t.app.inject({
      url: '/api/me/leaderboard',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { pets } = LeaderboardSchema.parse(res.json());
    // 'Old' leads everything; 'Sunny' is behind 'Old' and 11 rivals; 'Held' is not public.
    expect(pets.map((p) => [p.petName, p.rank, p.isOwner])).toEqual([
      ['Old', 1, true],
      ['Sunny', 13, true],
    ]);
    // The leaderboard agrees on the ranks it shows.
    const board = LeaderboardSchema.parse((await t.app.inject({ url: '/api/leaderboard' })).json());
    expect(board.pets[0]).toMatchObject({ petName: 'Old', rank: 1 });
  });

  it('moves a rank when votes change', async () => {
    await t.app.db.update(petPhotos).set({ votesCount: 30 }).where(eq(petPhotos.id, ids.Sunny!));
    expect((await standing('Sunny')).json()).toMatchObject({ rank: 1, entries: 15 });
  });
});

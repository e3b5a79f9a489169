import { GALLERY_PAGE_SIZE, LEADERBOARD_SIZE, messages } from '@pawprize/shared';
import type { Pet } from '@pawprize/shared/schemas/pets';
import { LeaderboardSchema, PetListSchema, PetSchema } from '@pawprize/shared/schemas/pets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { verifiedUser } from '../../../test/users.ts';
import { petPhotos } from '../../db/schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-06-01T12:00:00Z');

interface Seed {
  name: string;
  description?: string | null;
  votes: number;
  /** Days after T0; equal values share a created_at (ties broken by id). */
  day: number;
  owner: 'alice' | 'bob';
}

/** 30 pets: some with equal timestamps and equal votes, names and descriptions to search. */
const seeds: Seed[] = Array.from({ length: 30 }, (_, i) => ({
  name: `Pet ${String(i).padStart(2, '0')}`,
  description: i % 3 === 0 ? `Number ${i} loves naps` : null,
  votes: (i * 7) % 11,
  day: Math.floor(i / 2),
  owner: i % 4 === 0 ? 'bob' : 'alice',
}));
seeds.push(
  {
    name: 'Biscuit',
    description: 'A GOLDEN retriever who is 100% good_boy',
    votes: 50,
    day: 40,
    owner: 'bob',
  },
  { name: 'golden Nugget', description: null, votes: 3, day: 41, owner: 'alice' },
  {
    name: 'Mochi',
    description: 'golden hamster, 100 percent fluff',
    votes: 50,
    day: 39,
    owner: 'alice',
  },
);

type Row = Seed & { id: string; createdAt: Date };

const byRecent = (a: Row, b: Row) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const byPopular = (a: Row, b: Row) => b.votes - a.votes || byRecent(a, b);

describe(`pet lists (${testDriver})`, () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof verifiedUser>>;
  let bob: Awaited<ReturnType<typeof verifiedUser>>;
  let rows: Row[];

  const get = async (url: string, cookie = '') => {
    const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
    return res;
  };
  const list = async (url: string, cookie = '') => {
    const res = await get(url, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return PetListSchema.parse(res.json());
  };
  /** Every page of a list, following nextCursor. */
  const walk = async (query: string, limit: number) => {
    const pets: Pet[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(
        `/api/pets?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.pets.length).toBeLessThanOrEqual(limit);
      pets.push(...page.pets);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return pets;
  };
  const names = (pets: { petName: string }[]) => pets.map((p) => p.petName);

  beforeAll(async () => {
    t = await createTestApp({ MAIL_WORKER: 'false' });
    alice = await verifiedUser(t.app);
    bob = await verifiedUser(t.app);
    const ids = { alice: alice.user.id as string, bob: bob.user.id as string };
    const inserted = await t.app.db
      .insert(petPhotos)
      .values(
        seeds.map((s) => ({
          userId: ids[s.owner],
          petName: s.name,
          description: s.description ?? null,
          imageUrl: `/uploads/pets/${ids[s.owner]}/seed-400.webp`,
          imageKey: null,
          width: 400,
          height: 300,
          variants: [{ width: 400, url: `/uploads/pets/${ids[s.owner]}/seed-400.webp` }],
          placeholder: '#a0b1c2',
          votesCount: s.votes,
          createdAt: new Date(T0 + s.day * DAY),
        })),
      )
      .returning({ id: petPhotos.id, createdAt: petPhotos.createdAt });
    rows = seeds.map((s, i) => ({ ...s, ...inserted[i]! }));
  });
  afterAll(() => t?.close());

  it('lists the 20 newest first by default', async () => {
    const page = await list('/api/pets');
    expect(page.pets).toHaveLength(GALLERY_PAGE_SIZE);
    expect(names(page.pets)).toEqual(names(rows.map(toName).sort(byRecent).slice(0, 20)));
    expect(page.nextCursor).toEqual(expect.any(String));
    for (const pet of page.pets) expect(PetSchema.parse(pet)).toEqual(pet);
  });

  it('sorts popular by votes, newest first among equals', async () => {
    const page = await list('/api/pets?sort=popular&limit=50');
    expect(names(page.pets)).toEqual(names(rows.map(toName).sort(byPopular)));
    expect(page.pets[0]!.petName).toBe('Biscuit'); // 50 votes, newer than Mochi
    expect(page.nextCursor).toBeNull();
  });

  it('pages through every pet exactly once, in order, with ties on the timestamp', async () => {
    for (const [sort, order] of [
      ['recent', byRecent],
      ['popular', byPopular],
    ] as const) {
      for (const limit of [1, 7, 20]) {
        const all = await walk(`sort=${sort}`, limit);
        expect(
          all.map((p) => p.id),
          `${sort} by ${limit}`,
        ).toEqual([...rows].sort(order).map((r) => r.id));
      }
    }
  });

  it('limits pages to 1–50', async () => {
    expect((await list('/api/pets?limit=50')).pets).toHaveLength(33);
    expect((await list('/api/pets?limit=3')).pets).toHaveLength(3);
    for (const bad of ['0', '51', 'ten', '-1', '2.5']) {
      expect((await get(`/api/pets?limit=${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await get('/api/pets?sort=oldest')).statusCode).toBe(400);
  });

  it('searches pet names and descriptions case-insensitively', async () => {
    const golden = await list('/api/pets?q=GoLdEn');
    expect(names(golden.pets)).toEqual(['golden Nugget', 'Biscuit', 'Mochi']);
    const popular = await list('/api/pets?q=golden&sort=popular');
    expect(names(popular.pets)).toEqual(['Biscuit', 'Mochi', 'golden Nugget']);
    expect(names((await list('/api/pets?q=%20%20naps%20')).pets)).toHaveLength(10);
    expect((await list('/api/pets?q=zebra')).pets).toEqual([]);
    const paged = await walk('q=naps', 3);
    expect(paged.map((p) => p.id)).toEqual(
      rows
        .filter((r) => r.description?.includes('naps'))
        .sort(byRecent)
        .map((r) => r.id),
    );
  });

  it('takes % and _ in searches literally', async () => {
    expect(names((await list(`/api/pets?q=${encodeURIComponent('100%')}`)).pets)).toEqual([
      'Biscuit',
    ]);
    expect(names((await list(`/api/pets?q=${encodeURIComponent('good_boy')}`)).pets)).toEqual([
      'Biscuit',
    ]);
    expect(
      (await list(`/api/pets?q=${encodeURIComponent('_')}`)).pets.map((p) => p.petName),
    ).toEqual(['Biscuit']);
    expect((await list(`/api/pets?q=${encodeURIComponent('%')}`)).pets).toHaveLength(1);
  });

  it('refuses searches over 100 characters', async () => {
    const res = await get(`/api/pets?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.pets.searchTooLong);
    expect((await get(`/api/pets?q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('refuses cursors it did not make, or made for the other order', async () => {
    const recent = await list('/api/pets?limit=2');
    const other = await get(`/api/pets?sort=popular&cursor=${recent.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(messages.pets.invalidCursor);
    for (const bad of ['nope', Buffer.from('["r","x","y"]').toString('base64url')]) {
      expect((await get(`/api/pets?cursor=${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('shows owner usernames and isOwner for the viewer only', async () => {
    const anonymous = await list('/api/pets?limit=50');
    expect(anonymous.pets.every((p) => !p.isOwner)).toBe(true);
    const biscuit = anonymous.pets.find((p) => p.petName === 'Biscuit')!;
    expect(biscuit.owner).toEqual({ username: bob.username });
    const asBob = await list('/api/pets?limit=50', bob.cookie);
    expect(asBob.pets.filter((p) => p.isOwner)).toHaveLength(
      rows.filter((r) => r.owner === 'bob').length,
    );
  });

  it('GET /api/pets/top gives 3 by default and 1–10 on request', async () => {
    const top = await get('/api/pets/top');
    expect(top.statusCode).toBe(200);
    expect(names(top.json().pets)).toEqual(names(rows.map(toName).sort(byPopular).slice(0, 3)));
    expect((await get('/api/pets/top?limit=10')).json().pets).toHaveLength(10);
    expect((await get('/api/pets/top?limit=1')).json().pets).toHaveLength(1);
    expect((await get('/api/pets/top?limit=11')).statusCode).toBe(400);
    expect((await get('/api/pets/top?limit=0')).statusCode).toBe(400);
  });

  it('GET /api/leaderboard ranks the top 10, equal votes sharing a rank', async () => {
    const res = await get('/api/leaderboard');
    expect(res.statusCode).toBe(200);
    const { pets } = LeaderboardSchema.parse(res.json());
    const expected = [...rows].sort(byPopular).slice(0, LEADERBOARD_SIZE);
    expect(pets.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    expect(pets.map((p) => p.votesCount)).toEqual(expected.map((r) => r.votes));
    expect(pets[0]!.rank).toBe(1);
    expect(pets[1]!.rank).toBe(1); // Biscuit and Mochi, 50 each
    pets.forEach((p, i) => {
      const firstWithVotes = pets.findIndex((q) => q.votesCount === p.votesCount);
      expect(p.rank).toBe(firstWithVotes + 1);
      if (i > 0) expect(p.votesCount).toBeLessThanOrEqual(pets[i - 1]!.votesCount);
    });
  });

  it('GET /api/pets/:id answers the pet or the catalogue text for a missing one', async () => {
    const mochi = rows.find((r) => r.name === 'Mochi')!;
    const res = await get(`/api/pets/${mochi.id}`, alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().pet).toMatchObject({
      id: mochi.id,
      petName: 'Mochi',
      description: 'golden hamster, 100 percent fluff',
      votesCount: 50,
      createdAt: mochi.createdAt.toISOString(),
      owner: { username: alice.username },
      isOwner: true,
      imageUrl: expect.stringMatching(/seed-400\.webp$/),
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const missing = await get(`/api/pets/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: messages.pages.petNotFound });
    }
  });

  it("GET /api/me/pets lists the signed-in user's pets, newest first", async () => {
    expect((await get('/api/me/pets')).statusCode).toBe(401);
    const mine = await list('/api/me/pets', bob.cookie);
    expect(mine.pets.map((p) => p.id)).toEqual(
      rows
        .filter((r) => r.owner === 'bob')
        .sort(byRecent)
        .map((r) => r.id),
    );
    expect(mine.pets.every((p) => p.isOwner)).toBe(true);
    expect(mine.nextCursor).toBeNull();
    const first = await list('/api/me/pets?limit=2', bob.cookie);
    const next = await list(`/api/me/pets?limit=2&cursor=${first.nextCursor}`, bob.cookie);
    expect([...first.pets, ...next.pets].map((p) => p.id)).toEqual(
      mine.pets.slice(0, 4).map((p) => p.id),
    );
  });
});

function toName(row: Row): Row & { petName: string } {
  return { ...row, petName: row.name };
}

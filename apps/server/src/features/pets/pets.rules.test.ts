import { describe, expect, it } from 'vitest';
import { ReadCache } from './pets.cache.ts';
import {
  competitionRanks,
  decodeCursor,
  encodeCursor,
  pickListImage,
  pickPreviewImage,
} from './pets.rules.ts';

const ID = '0b0a4c1e-7f0e-4d53-9a53-0c7a3e1f2d10';
const AT = '2026-11-21 19:51:06.123456+00';

describe('cursors', () => {
  it('round-trip for their own sort order only', () => {
    const recent = encodeCursor({ sort: 'recent', createdAt: AT, id: ID });
    expect(recent).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(recent, 'recent')).toEqual({ sort: 'recent', createdAt: AT, id: ID });
    expect(decodeCursor(recent, 'popular')).toBeNull();
    const popular = encodeCursor({ sort: 'popular', votes: 12, createdAt: AT, id: ID });
    expect(decodeCursor(popular, 'popular')).toEqual({
      sort: 'popular',
      votes: 12,
      createdAt: AT,
      id: ID,
    });
  });

  it('refuses anything else', () => {
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const raw of [
      'garbage!',
      enc({ sort: 'recent' }),
      enc(['r', 'yesterday', ID]),
      enc(['r', AT, 'not-a-uuid']),
      enc(['r', "2026-01-01'; drop table pets; --", ID]),
      enc(['p', -1, AT, ID]),
      enc(['p', 1.5, AT, ID]),
    ]) {
      expect(decodeCursor(raw, 'recent') ?? decodeCursor(raw, 'popular'), raw).toBeNull();
    }
  });
});

describe('competitionRanks', () => {
  it('gives equal votes the same rank and skips after ties', () => {
    expect(competitionRanks([9, 7, 7, 5, 5, 5, 1])).toEqual([1, 2, 2, 4, 4, 4, 7]);
    expect(competitionRanks([])).toEqual([]);
  });
});

describe('picking images', () => {
  const variants = [
    { width: 1600, url: 'l' },
    { width: 400, url: 's' },
    { width: 800, url: 'm' },
  ];
  it('lists use 800 px, previews the largest', () => {
    expect(pickListImage(variants, 'x')).toBe('m');
    expect(pickPreviewImage(variants, 'x')).toBe('l');
    expect(
      pickListImage(
        [
          { width: 400, url: 's' },
          { width: 446, url: 'o' },
        ],
        'x',
      ),
    ).toBe('o');
    expect(pickListImage([], 'fallback')).toBe('fallback');
  });
});

describe('ReadCache', () => {
  it('serves repeats from memory until the TTL, sharing concurrent loads', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('drops failures, invalidates by key suffix or entirely, and stays bounded', async () => {
    const cache = new ReadCache<string>(1000, 3, () => 0);
    await expect(cache.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
    await cache.get(`pet:${ID}`, async () => 'pet');
    await cache.get('list:recent', async () => 'list');
    expect(cache.size).toBe(3);
    cache.invalidate(ID);
    expect(cache.size).toBe(2);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    expect(cache.size).toBeLessThanOrEqual(3);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { SHOP_CATEGORIES } from '@pawprize/shared';
import type { Product } from '@pawprize/shared/schemas/shop';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { createTestApp, testDriver } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { products } from '../../db/schema/index.ts';
import { serverRoot } from '../../paths.ts';
import { seedSampleProducts } from './shop.service.ts';

const STORE_URL = 'https://shop.pawprize.test';

describe(`products (${testDriver})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ STORE_URL: `${STORE_URL}/`, MAIL_WORKER: 'false' });
  });
  afterAll(() => t?.close());

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    return { res, products: res.statusCode === 200 ? (res.json().products as Product[]) : [] };
  };
  const count = async () => (await t.app.db.select({ id: products.id }).from(products)).length;
  const deleteAll = () => t.app.db.delete(products).where(sql`true`);

  it('seeds six sample products at start-up, with images and store links', async () => {
    const { res, products: all } = await list();
    expect(res.statusCode).toBe(200);
    expect(all).toHaveLength(6);
    const prices = all.map((p) => Number(p.price));
    expect(Math.min(...prices)).toBe(9.99);
    expect(Math.max(...prices)).toBe(34.99);
    expect(new Set(all.map((p) => p.category))).toEqual(
      new Set(SHOP_CATEGORIES.filter((c) => c !== 'all')),
    );
    for (const p of all) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.title.length).toBeGreaterThan(3);
      expect(p.description.length).toBeGreaterThan(40);
      const slug = p.imageUrl.match(/^\/products\/([a-z0-9-]+)\.svg$/)?.[1];
      expect(slug, p.imageUrl).toBeDefined();
      expect(p.externalUrl).toBe(`${STORE_URL}/products/${slug}`);
      expect(existsSync(path.join(serverRoot, '../web/public', p.imageUrl))).toBe(true);
    }
  });

  it('orders by category (tab order) and then by price', async () => {
    const { products: all } = await list();
    const order = SHOP_CATEGORIES.slice(1) as readonly string[];
    const keys = all.map((p) => [order.indexOf(p.category), Number(p.price)] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });

  it('filters by category; all and an empty category mean no filter', async () => {
    const { products: grooming } = await list('?category=grooming');
    expect(grooming.length).toBe(2);
    expect(grooming.every((p) => p.category === 'grooming')).toBe(true);
    expect((await list('?category=hair-removal')).products.map((p) => p.category)).toEqual([
      'hair-removal',
    ]);
    expect((await list('?category=all')).products).toHaveLength(6);
    expect((await list('?category=')).products).toHaveLength(6);
  });

  it('answers 400 for an unknown category or an over-long search', async () => {
    const bad = await list('?category=cars');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().code).toBe('VALIDATION_FAILED');
    const long = await list(`?q=${'a'.repeat(101)}`);
    expect(long.res.statusCode).toBe(400);
    expect((await list(`?q=${'a'.repeat(100)}`)).res.statusCode).toBe(200);
  });

  it('searches title and description case-insensitively, with the category', async () => {
    const byTitle = await list('?q=SLICKER');
    expect(byTitle.products.map((p) => p.title)).toEqual(['Self-Cleaning Slicker Brush']);
    const byDescription = await list(`?q=${encodeURIComponent('  Colloidal OATMEAL ')}`);
    expect(byDescription.products.map((p) => p.title)).toEqual(['Oatmeal & Aloe Pet Shampoo']);
    expect((await list('?q=slicker&category=toys')).products).toEqual([]);
    expect((await list('?q=&category=food')).products).toHaveLength(1);
    expect((await list('?q=no-such-thing')).products).toEqual([]);
  });

  it('treats % and _ (and backslashes) in the search literally', async () => {
    expect((await list('?q=%25')).products).toEqual([]);
    expect((await list('?q=_')).products).toEqual([]);
    expect((await list('?q=%5C')).products).toEqual([]);
    // With wildcards, 's_icker' and 'sl%brush' would match the slicker brush.
    expect((await list('?q=s_icker')).products).toEqual([]);
    expect((await list('?q=sl%25brush')).products).toEqual([]);

    await t.app.db.insert(products).values({
      title: '100% Cotton_Towel',
      description: 'Test towel',
      price: '5.00',
      imageUrl: '/products/test.svg',
      category: 'grooming',
      externalUrl: `${STORE_URL}/products/test`,
    });
    try {
      expect((await list('?q=%25')).products.map((p) => p.title)).toEqual(['100% Cotton_Towel']);
      expect((await list('?q=n_t')).products.map((p) => p.title)).toEqual(['100% Cotton_Towel']);
      expect((await list('?q=0%25%20c')).products.map((p) => p.price)).toEqual(['5.00']);
    } finally {
      await t.app.db.delete(products).where(sql`${products.title} = '100% Cotton_Towel'`);
    }
  });

  it('features the products priced 19.99, 18.99 and 16.99', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/featured' });
    expect(res.statusCode).toBe(200);
    expect(res.json().products.map((p: Product) => p.price)).toEqual(['19.99', '18.99', '16.99']);
  });

  it('seeds only an empty table, once, even when called concurrently', async () => {
    expect(await seedSampleProducts(t.app.db, STORE_URL)).toBe(0);
    expect(await count()).toBe(6);

    await deleteAll();
    const inserted = await Promise.all([
      seedSampleProducts(t.app.db, STORE_URL),
      seedSampleProducts(t.app.db, STORE_URL),
      seedSampleProducts(t.app.db, STORE_URL),
    ]);
    expect(inserted.sort()).toEqual([0, 0, 6]);
    expect(await count()).toBe(6);
  });

  it('seeds once when two app instances start at the same time', async () => {
    await deleteAll();
    // Two more apps on the same database; they must not close it when they stop.
    const shared = { ...t.app.database, close: async () => {} };
    const apps = await Promise.all([
      buildApp(t.config, { database: shared, serveWeb: false }),
      buildApp(t.config, { database: shared, serveWeb: false }),
    ]);
    try {
      await Promise.all(apps.map((app) => app.ready()));
      expect(await count()).toBe(6);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

import { FEATURED_PRODUCT_PRICES } from '@pawprize/shared';
import type { Product } from '@pawprize/shared/schemas/shop';
import type { Database } from '../../db/client.ts';
import type { ProductFilter, ProductRow } from './shop.queries.ts';
import {
  hasProducts,
  insertProducts,
  lockSeeding,
  selectOnePerPrice,
  selectProducts,
} from './shop.queries.ts';
import { externalUrlFor, priceText } from './shop.rules.ts';
import { SAMPLE_PRODUCTS } from './shop.samples.ts';

export type { ProductFilter } from './shop.queries.ts';

const toProduct = (row: ProductRow): Product => ({ ...row, price: priceText(row.price) });

/** Products in one category ('all' = every one), optionally matching `q` in title or description. */
export async function listProducts(db: Database, filter: ProductFilter): Promise<Product[]> {
  const rows = await selectProducts(db, filter);
  return rows.map(toProduct);
}

/** The home page's featured products: one per featured price (19.99, 18.99, 16.99), dearest first. */
export async function featuredProducts(db: Database): Promise<Product[]> {
  const rows = await selectOnePerPrice(db, FEATURED_PRODUCT_PRICES.map(priceText));
  return rows.map(toProduct);
}

/**
 * Inserts the sample products if the table is empty; returns how many were inserted. Safe to run
 * from several instances at once: the check and the insert happen under one advisory lock.
 */
export async function seedSampleProducts(db: Database, storeUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSeeding(tx);
    if (await hasProducts(tx)) return 0;
    await insertProducts(
      tx,
      SAMPLE_PRODUCTS.map((p) => ({
        title: p.title,
        description: p.description,
        price: p.price,
        category: p.category,
        imageUrl: `/products/${p.slug}.svg`,
        externalUrl: externalUrlFor(storeUrl, p.slug),
      })),
    );
    return SAMPLE_PRODUCTS.length;
  });
}

import type { ProductCategory, ShopCategory } from '@pawprize/shared';
import { FEATURED_PRODUCT_PRICES, PRODUCT_CATEGORIES } from '@pawprize/shared';
import type { Product } from '@pawprize/shared/schemas/shop';
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import { externalUrlFor, priceText } from './shop.rules.ts';
import { SAMPLE_PRODUCTS } from './shop.samples.ts';

/** Advisory lock held while checking and seeding, so concurrent instances seed once. */
const SEED_LOCK_ID = 7_482_101;

const columns = {
  id: products.id,
  title: products.title,
  description: products.description,
  price: products.price,
  imageUrl: products.imageUrl,
  category: products.category,
  externalUrl: products.externalUrl,
};

type ProductRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toProduct = (row: ProductRow): Product => ({ ...row, price: priceText(row.price) });

/** Tabs order: grooming, hair-removal, blankets, toys, food; then cheapest first. */
const categoryOrder = sql`array_position(array[${sql.join(
  PRODUCT_CATEGORIES.map((c) => sql`${c}`),
  sql`, `,
)}]::text[], ${products.category})`;

export interface ProductFilter {
  category: ShopCategory;
  q?: string | undefined;
}

/** Products in one category ('all' = every one), optionally matching `q` in title or description. */
export async function listProducts(db: Database, filter: ProductFilter): Promise<Product[]> {
  const conditions: SQL[] = [];
  if (filter.category !== 'all') {
    conditions.push(eq(products.category, filter.category as ProductCategory));
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(products.title, pattern), ilike(products.description, pattern))!);
  }
  const rows = await db
    .select(columns)
    .from(products)
    .where(and(...conditions))
    .orderBy(categoryOrder, asc(products.price), asc(products.title));
  return rows.map(toProduct);
}

/** The home page's featured products: one per featured price (19.99, 18.99, 16.99), dearest first. */
export async function featuredProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .selectDistinctOn([products.price], columns)
    .from(products)
    .where(inArray(products.price, FEATURED_PRODUCT_PRICES.map(priceText)))
    .orderBy(desc(products.price), asc(products.createdAt), asc(products.id));
  return rows.map(toProduct);
}

/**
 * Inserts the sample products if the table is empty; returns how many were inserted. Safe to run
 * from several instances at once: the check and the insert happen under one advisory lock.
 */
export async function seedSampleProducts(db: Database, storeUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ id: products.id }).from(products).limit(1);
    if (existing) return 0;
    await tx.insert(products).values(
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

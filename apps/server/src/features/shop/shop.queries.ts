import type { ProductCategory, ShopCategory } from '@pawprize/shared';
import { PRODUCT_CATEGORIES } from '@pawprize/shared';
import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like.ts';
import type { Tx } from '../../db/rows.ts';

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

export type ProductRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

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
export async function selectProducts(db: Database, filter: ProductFilter): Promise<ProductRow[]> {
  const conditions: SQL[] = [];
  if (filter.category !== 'all') {
    conditions.push(eq(products.category, filter.category as ProductCategory));
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(products.title, pattern), ilike(products.description, pattern))!);
  }
  return db
    .select(columns)
    .from(products)
    .where(and(...conditions))
    .orderBy(categoryOrder, asc(products.price), asc(products.title));
}

/** One product per price in `prices` (stored text), dearest first, earliest added on a tie. */
export async function selectOnePerPrice(db: Database, prices: string[]): Promise<ProductRow[]> {
  return db
    .selectDistinctOn([products.price], columns)
    .from(products)
    .where(inArray(products.price, prices))
    .orderBy(desc(products.price), asc(products.createdAt), asc(products.id));
}

/** Takes the seeding lock until `tx` ends. */
export async function lockSeeding(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
}

/** Whether the table holds any product. */
export async function hasProducts(tx: Tx): Promise<boolean> {
  const [existing] = await tx.select({ id: products.id }).from(products).limit(1);
  return existing !== undefined;
}

export type NewProduct = typeof products.$inferInsert;

export async function insertProducts(tx: Tx, rows: NewProduct[]): Promise<void> {
  await tx.insert(products).values(rows);
}

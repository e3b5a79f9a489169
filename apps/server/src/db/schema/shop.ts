import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export type ProductCategory = 'grooming' | 'hair-removal' | 'blankets' | 'toys' | 'food';

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** USD, 2 decimals; read as a string ('19.99') to stay exact. */
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    imageUrl: text().notNull(),
    category: text().$type<ProductCategory>().notNull(),
    externalUrl: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check(
      'products_category_valid',
      sql`${t.category} in ('grooming', 'hair-removal', 'blankets', 'toys', 'food')`,
    ),
    index('products_category_idx').on(t.category),
    index('products_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('products_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

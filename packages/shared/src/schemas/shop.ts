import { z } from 'zod';
import { singleLine } from '../text.ts';
import { PRODUCT_CATEGORIES, PRODUCT_SEARCH_MAX_LENGTH, SHOP_CATEGORIES } from '../constants.ts';

/** A shop tab: 'all' or one product category. */
export const ShopCategorySchema = z.enum(SHOP_CATEGORIES);
/** The category stored on a product (never 'all'). */
export const ProductCategorySchema = z.enum(PRODUCT_CATEGORIES);

/** An empty query parameter (`?category=`) means "not given". */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `GET /api/products?category=&q=`: `q` searches title and description, case-insensitively. */
export const ProductQuerySchema = z.object({
  category: z.preprocess(emptyAsUndefined, ShopCategorySchema.default('all')),
  q: singleLine(z.string().trim().max(PRODUCT_SEARCH_MAX_LENGTH)).optional(),
});
export type ProductQuery = z.input<typeof ProductQuerySchema>;

/**
 * A USD amount with exactly two decimals, as a string (`"19.99"`): the database column is
 * numeric(10,2) and strings keep it exact. Show it with `formatPrice()`.
 */
export const PriceSchema = z.string().regex(/^\d{1,8}\.\d{2}$/);
export type Price = z.infer<typeof PriceSchema>;

export const ProductSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  price: PriceSchema,
  /** Site-relative (`/products/<slug>.svg`) or absolute URL. */
  imageUrl: z.string(),
  category: ProductCategorySchema,
  /** Where the Buy button goes (the external store); open in a new tab with rel="noopener". */
  externalUrl: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/** `GET /api/products` and `GET /api/products/featured`. */
export const ProductListSchema = z.object({ products: z.array(ProductSchema) });
export type ProductList = z.infer<typeof ProductListSchema>;

/** `"19.99"` → `"$19.99"`. */
export { formatPrice } from '../price.ts';

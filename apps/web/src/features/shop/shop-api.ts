import type { ShopCategory } from '@pawprize/shared';
import type { Product } from '@pawprize/shared/schemas/shop';
import { api, lazySchema } from '@/lib/api';

/** zod is loaded with the first product request, not with the page (ADR 0042). */
const ProductListSchema = lazySchema(() =>
  import('@pawprize/shared/schemas/shop').then((m) => m.ProductListSchema),
);

/** What the shop page filters by; both live in the URL (`?category=&q=`). */
export interface ProductFilters {
  category: ShopCategory;
  q: string;
}

/** `{ category: 'toys', q: 'ball' }` → `/products?category=toys&q=ball`; defaults are left out. */
export function productsPath({ category, q }: ProductFilters): string {
  const params = new URLSearchParams();
  if (category !== 'all') params.set('category', category);
  if (q.trim()) params.set('q', q.trim());
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}

export async function fetchProducts(
  filters: ProductFilters,
  signal?: AbortSignal,
): Promise<Product[]> {
  const { products } = await api.get(productsPath(filters), { schema: ProductListSchema, signal });
  return products;
}

/** The three products the home page features (19.99, 18.99 and 16.99 in the samples). */
export async function fetchFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  const { products } = await api.get('/products/featured', { schema: ProductListSchema, signal });
  return products;
}

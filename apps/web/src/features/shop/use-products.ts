import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchFeaturedProducts, fetchProducts, type ProductFilters } from './shop-api';

export const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductFilters) => ['products', 'list', filters] as const,
  featured: ['products', 'featured'] as const,
};

/** The filtered list; the previous result stays on screen while a new filter loads. */
export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => fetchProducts(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: productKeys.featured,
    queryFn: ({ signal }) => fetchFeaturedProducts(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The partner store's home page, taken from the products' own links (they all point into the
 * store configured on the server as `STORE_URL`). Undefined until the featured list has loaded.
 */
export function useStoreUrl(): string | undefined {
  const { data } = useFeaturedProducts();
  const first = data?.[0]?.externalUrl;
  if (!first) return undefined;
  try {
    return new URL(first).origin;
  } catch {
    return undefined;
  }
}

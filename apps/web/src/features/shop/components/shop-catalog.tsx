import { apiUrl } from '@/lib/api';
import { productsPath } from '../shop-api';
import { useProducts } from '../use-products';
import { useShopFilters } from '../use-shop-filters';
import { CategoryTabs } from './category-tabs';
import { NoProducts, ProductGrid, ProductGridSkeleton, ProductsError } from './product-results';
import { ShopSearch } from './shop-search';

function resultText(count: number, q: string): string {
  const products = `${count} product${count === 1 ? '' : 's'}`;
  return q ? `${products} for “${q}”` : products;
}

/** Category tabs, search and the product grid, all driven by the URL. */
export function ShopCatalog() {
  const { filters, setSearch, setCategory, clear } = useShopFilters();
  const { data, error, isPending, isError, isPlaceholderData, refetch } = useProducts(filters);
  const filtered = filters.category !== 'all' || filters.q !== '';

  let body;
  if (isPending) body = <ProductGridSkeleton from={apiUrl(productsPath(filters))} />;
  else if (isError) body = <ProductsError message={error.message} onRetry={() => void refetch()} />;
  else if (data.length === 0) body = <NoProducts onClear={filtered ? clear : undefined} />;
  else body = <ProductGrid products={data} busy={isPlaceholderData} />;

  return (
    <CategoryTabs
      value={filters.category}
      onChange={setCategory}
      aside={<ShopSearch value={filters.q} onSearch={setSearch} />}
    >
      <h2 className="sr-only">Products</h2>
      <p role="status" className="mb-4 min-h-5 text-sm font-medium text-muted-foreground">
        {data && !isPlaceholderData && !isError ? resultText(data.length, filters.q) : ''}
      </p>
      {body}
    </CategoryTabs>
  );
}

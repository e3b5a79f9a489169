import { messages } from '@pawprize/shared';
import type { Product } from '@pawprize/shared/schemas/shop';
import { RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ProductCard, ProductCardSkeleton } from './product-card';

const gridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6';

export function ProductGrid({ products, busy }: { products: Product[]; busy?: boolean }) {
  return (
    <ul
      aria-busy={busy || undefined}
      className={cn(gridClass, 'transition-opacity', busy && 'opacity-60')}
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

/** Products in the first screen at most (three columns wide), whose images a drawn page draws. */
const FIRST_SCREEN_PRODUCTS = 3;

/** The grid's shape while products load; `from`: the API address of the products. */
export function ProductGridSkeleton({ count = 6, from }: { count?: number; from?: string }) {
  return (
    <div role="status" className={gridClass}>
      <span className="sr-only">Loading products…</span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton
          key={index}
          photo={
            from && index < FIRST_SCREEN_PRODUCTS ? { from, pick: `products.${index}` } : undefined
          }
        />
      ))}
    </div>
  );
}

/** 'No products found', with Clear filters when a search or category is active. */
export function NoProducts({ onClear }: { onClear?: () => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-dashed border-border bg-card/60 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-coral-100 text-coral-700">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-5 font-display text-xl font-extrabold text-plum-800">
        {messages.lists.noProducts}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        Try another word or look through all categories.
      </p>
      {onClear ? (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          {messages.lists.clearFilters}
        </Button>
      ) : null}
    </div>
  );
}

export function ProductsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-destructive/20 bg-card px-6 py-12 text-center shadow-soft"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-[#fdf0f1] text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-5 font-display text-xl font-extrabold text-plum-800">
        We couldn&apos;t load the products
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{message}</p>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

import type { ShopCategory } from '@pawprize/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseCategory } from './categories';
import type { ProductFilters } from './shop-api';

/** The shop's filters, read from and written to the URL (`?category=toys&q=ball`). */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ProductFilters = {
    category: parseCategory(params.get('category')),
    q: params.get('q') ?? '',
  };

  const update = useCallback(
    (changes: Partial<ProductFilters>, options?: { replace?: boolean }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.category !== undefined) {
            if (changes.category === 'all') next.delete('category');
            else next.set('category', changes.category);
          }
          if (changes.q !== undefined) {
            if (changes.q) next.set('q', changes.q);
            else next.delete('q');
          }
          return next;
        },
        { replace: options?.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  /** Typing replaces the history entry, so Back does not step through every keystroke. */
  const setSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  const setCategory = useCallback((category: ShopCategory) => update({ category }), [update]);
  const clear = useCallback(() => update({ category: 'all', q: '' }), [update]);

  return { filters, setSearch, setCategory, clear };
}

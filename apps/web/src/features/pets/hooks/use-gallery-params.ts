import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { PetSort } from '../types';

/**
 * The gallery's shareable state in the URL: `?q=` (the search text as typed) and
 * `?sort=popular` for All Entries ('recent', the default, is left out).
 */
export function useGalleryParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sort: PetSort = params.get('sort') === 'popular' ? 'popular' : 'recent';

  const update = useCallback(
    (name: 'q' | 'sort', value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setQ = useCallback((value: string) => update('q', value), [update]);
  const setSort = useCallback(
    (value: PetSort) => update('sort', value === 'recent' ? '' : value),
    [update],
  );
  return { q, sort, setQ, setSort };
}

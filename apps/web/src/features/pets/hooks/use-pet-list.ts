import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { petKeys, type PetListParams } from '../api/keys';
import { listPets } from '../api/pets-api';

/**
 * A cursor-paginated list ("Load more"). While a new search or sort loads, the previous
 * results stay on screen instead of flashing back to skeletons.
 */
export function usePetList(params: PetListParams) {
  const query = useInfiniteQuery({
    queryKey: petKeys.list(params),
    queryFn: ({ pageParam, signal }) => listPets(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const pets = query.data?.pages.flatMap((page) => page.pets) ?? [];
  return { ...query, pets };
}

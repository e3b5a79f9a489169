import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { petKeys } from '../api/keys';
import { listPets, topPets } from '../api/pets-api';
import type { Pet, PetSort } from '../types';

/** The `limit` most-voted pets ('popular') or the `limit` newest ('recent'). */
export function useTopPets(sort: PetSort, limit: number) {
  return useQuery({
    queryKey: sort === 'popular' ? petKeys.top(limit) : petKeys.latest(limit),
    queryFn: async ({ signal }): Promise<Pet[]> => {
      if (sort === 'popular') return topPets(limit, signal);
      const page = await listPets({ sort: 'recent', q: '', limit }, null, signal);
      return page.pets;
    },
    // Switching Recent/Popular keeps the current cards until the other list arrives.
    placeholderData: keepPreviousData,
  });
}

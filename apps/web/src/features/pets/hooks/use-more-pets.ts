import { useQuery } from '@tanstack/react-query';
import { petKeys } from '../api/keys';
import { morePets } from '../api/pets-api';

/** Up to `limit` other pets to show under pet `id`'s page ("More pets in the contest"). */
export function useMorePets(id: string, limit: number) {
  return useQuery({
    queryKey: petKeys.more(id, limit),
    queryFn: ({ signal }) => morePets(id, limit, signal),
  });
}

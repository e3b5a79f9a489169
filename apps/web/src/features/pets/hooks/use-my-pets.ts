import { useQuery } from '@tanstack/react-query';
import { petKeys } from '../api/keys';
import { myPets } from '../api/pets-api';

/** The signed-in user's pets, newest first (keyed by user, so accounts never share a cache). */
export function useMyPets(userId: string) {
  return useQuery({
    queryKey: petKeys.mine(userId),
    queryFn: ({ signal }) => myPets(signal),
  });
}

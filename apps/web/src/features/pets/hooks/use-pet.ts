import { useQuery } from '@tanstack/react-query';
import { petKeys } from '../api/keys';
import { getPet } from '../api/pets-api';

/** One pet; a 404 (missing or removed) is not retried. */
export function usePet(id: string) {
  return useQuery({
    queryKey: petKeys.detail(id),
    queryFn: ({ signal }) => getPet(id, signal),
  });
}

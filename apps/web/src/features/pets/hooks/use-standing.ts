import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { petKeys } from '../api/keys';
import { myLeaderboard, petStanding } from '../api/pets-api';

/** Where pet `id` stands in this month's round (docs/product/gallery.md, After an upload). */
export function usePetStanding(id: string, enabled = true) {
  return useQuery({
    queryKey: petKeys.standing(id),
    queryFn: ({ signal }) => petStanding(id, signal),
    enabled,
  });
}

/** The signed-in owner's public pets with their leaderboard rank; nothing for a visitor. */
export function useMyRanks() {
  const { user } = useAuth();
  return useQuery({
    queryKey: petKeys.myRanks(user?.id ?? ''),
    queryFn: ({ signal }) => myLeaderboard(signal),
    enabled: user !== null && user !== undefined,
  });
}

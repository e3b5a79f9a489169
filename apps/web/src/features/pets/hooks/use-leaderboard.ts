import { useQuery } from '@tanstack/react-query';
import { petKeys } from '../api/keys';
import { leaderboard } from '../api/pets-api';

export function useLeaderboard() {
  return useQuery({
    queryKey: petKeys.leaderboard(),
    queryFn: ({ signal }) => leaderboard(signal),
  });
}

import { useQuery } from '@tanstack/react-query';
import { fetchWinners } from './winners-api';

export const winnersKeys = { all: ['winners'] as const };

export function useWinners() {
  return useQuery({
    queryKey: winnersKeys.all,
    queryFn: ({ signal }) => fetchWinners(signal),
  });
}

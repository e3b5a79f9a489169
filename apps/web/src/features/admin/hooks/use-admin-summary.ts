import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../api/keys';
import { fetchSummary } from '../api/summary-api';

/** Items waiting for an admin, refreshed every minute and on focus; off for everyone else. */
export function useAdminSummary(isAdmin: boolean) {
  return useQuery({
    queryKey: adminKeys.summary(),
    queryFn: ({ signal }) => fetchSummary(signal),
    enabled: isAdmin,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}

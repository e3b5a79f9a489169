import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth';
import { viewerOf, voteKeys } from '../api/keys';
import { getVoter } from '../api/votes-api';
import type { VoterState } from '../types';

/**
 * The voter's allowance, bonus votes and streak (`GET /api/voter`); with `signedInOnly`, not
 * fetched for a signed-out visitor.
 */
export function useVoter({ signedInOnly = false }: { signedInOnly?: boolean } = {}) {
  const { user, isLoading } = useAuth();
  return useQuery({
    queryKey: voteKeys.voter(viewerOf(user)),
    queryFn: ({ signal }) => getVoter(signal),
    enabled: !isLoading && (!signedInOnly || !!user),
  });
}

/** Stores the voter state that a vote, swipe or share answered with (no refetch needed). */
export function useSetVoter(): (voter: VoterState) => void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const viewer = viewerOf(user);
  return useCallback(
    (voter: VoterState) => queryClient.setQueryData(voteKeys.voter(viewer), voter),
    [queryClient, viewer],
  );
}

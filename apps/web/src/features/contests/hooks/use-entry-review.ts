import type { ContestEntryStatus } from '@pawprize/shared/schemas/contests';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminContestEntries,
  approveContestEntry,
  disqualifyContestEntry,
} from '../api/contests-api';
import { contestKeys } from '../api/keys';

/** A page of a contest's entries of one status, and the counts of each (the host's review). */
export function useEntryReview(contestId: string, status: ContestEntryStatus, page: number) {
  return useQuery({
    queryKey: contestKeys.review(contestId, status, page),
    queryFn: ({ signal }) => adminContestEntries(contestId, { status, page }, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Approves (or reinstates) and disqualifies entries; every contest query is fetched again after,
 * so the counts, the lists and the public entries follow.
 */
export function useReviewEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'approve'; entryId: string }
        | { kind: 'disqualify'; entryId: string; reason: string },
    ) =>
      action.kind === 'approve'
        ? approveContestEntry(action.entryId)
        : disqualifyContestEntry(action.entryId, action.reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

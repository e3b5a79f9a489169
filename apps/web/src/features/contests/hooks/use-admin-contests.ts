import type { ContestInput } from '@pawprize/shared/schemas/contests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminContestList,
  createContest,
  publishContestResults,
  setContestStatus,
  updateContest,
} from '../api/contests-api';
import { contestKeys } from '../api/keys';

/** Every contest, drafts and archived ones too, for the admin console. */
export function useAdminContests() {
  return useQuery({
    queryKey: contestKeys.admin(),
    queryFn: ({ signal }) => adminContestList(signal),
    select: (list) => list.contests,
  });
}

/** Entries waiting for approval, by contest id (the same answer as the list). */
export function useAdminPending(): Record<string, number> {
  const query = useQuery({
    queryKey: contestKeys.admin(),
    queryFn: ({ signal }) => adminContestList(signal),
    select: (list) => list.pending,
  });
  return query.data ?? {};
}

/** Creates (no id) or saves (id) a contest; every contest query is fetched again after. */
export function useSaveContest(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContestInput) => (id ? updateContest(id, input) : createContest(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

/** Publishes or archives a contest. */
export function useContestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'publish' | 'archive' }) =>
      setContestStatus(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

/** Publishes a closed contest's results (those without a results time). */
export function usePublishResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => publishContestResults(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

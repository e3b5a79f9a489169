import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { enterContest, withdrawContestEntry } from '../api/contests-api';
import { contestKeys } from '../api/keys';

/**
 * Entering a pet: the server's answer says whether it is in or waits for approval; a refusal
 * (409 "Dogs only", a limit…) is the caller's to show in the form.
 */
export function useEnterContest(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { petId: string; categoryId: string }) => enterContest(slug, body),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: contestKeys.contest(slug) });
      void queryClient.invalidateQueries({ queryKey: contestKeys.lists() });
    },
  });
}

/** Withdrawing one of the member's own entries while entries are open. */
export function useWithdrawEntry(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => withdrawContestEntry(slug, entryId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contestKeys.contest(slug) });
      void queryClient.invalidateQueries({ queryKey: contestKeys.lists() });
    },
  });
}

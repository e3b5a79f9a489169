import { messages } from '@pawprize/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/api';
import { voteForCaption } from '../api/captions-api';
import { captionKeys } from '../api/keys';

/**
 * Caption vote failures (docs/product/captions.md): 'Please login to vote', 'You have already
 * voted', or the fallback.
 */
function voteFailure(error: unknown): string {
  if (!isApiError(error)) return messages.captionContest.voteFailed;
  if (error.status === 401) return messages.captionContest.loginRequired;
  if (error.status === 409) return messages.captionContest.alreadyVoted;
  // 403 'Please verify your email first.', 404 for a caption that is gone.
  if (error.isClientError) return error.message;
  return messages.captionContest.voteFailed;
}

/**
 * One caption vote per account per contest (server-enforced). The answer is the updated contest
 * (counts, `myVoteCaptionId`, maybe a new winner), which replaces the cached one at once.
 */
export function useCaptionVote(shareId: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (captionId: string) => voteForCaption(shareId, captionId),
    onSuccess: (contest) => {
      queryClient.setQueryData(captionKeys.detail(shareId, viewerId), contest);
      toast.success(messages.captionContest.voteCounted);
      void queryClient.invalidateQueries({ queryKey: captionKeys.lists() });
    },
    onError: (error) => {
      toast.error(voteFailure(error));
      // Already voted (e.g. in another tab): fetch the contest to show which caption.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: captionKeys.contest(shareId) });
      }
    },
  });
}

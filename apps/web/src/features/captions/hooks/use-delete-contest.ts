import { messages } from '@pawprize/shared';
import { href } from '@pawprize/shared/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { describeFailure } from '@/lib/form-errors';
import { deleteContest } from '../api/captions-api';
import { captionKeys } from '../api/keys';

const DELETE_FAILED = 'Failed to delete the caption contest. Please try again.';

/**
 * Deletes a contest (owner or admin), then toasts and goes home (where the contest lists are).
 * Its own queries are dropped rather than refetched, so the page never flashes "not found".
 */
export function useDeleteContest(shareId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => deleteContest(shareId),
    onSuccess: async () => {
      toast.success(messages.captionContest.deleted);
      await navigate(href('home'));
      queryClient.removeQueries({ queryKey: captionKeys.contest(shareId) });
      await queryClient.invalidateQueries({ queryKey: captionKeys.lists() });
    },
    onError: (error) => {
      const failure = describeFailure(error, DELETE_FAILED);
      toast.error(failure.title, { description: failure.description });
    },
  });
}

import { messages } from '@pawprize/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { addCaption } from '../api/captions-api';
import { captionKeys } from '../api/keys';

/**
 * Adds the viewer's own caption (docs/product/captions.md: one per user per contest). Errors are
 * the form's.
 */
export function useAddCaption(shareId: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (caption: string) => addCaption(shareId, caption),
    onSuccess: (contest) => {
      queryClient.setQueryData(captionKeys.detail(shareId, viewerId), contest);
      toast.success(messages.captionContest.captionAdded);
      void queryClient.invalidateQueries({ queryKey: captionKeys.lists() });
    },
  });
}

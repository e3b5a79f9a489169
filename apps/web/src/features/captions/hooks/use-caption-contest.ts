import { useQuery } from '@tanstack/react-query';
import { getContest } from '../api/captions-api';
import { captionKeys } from '../api/keys';

/** One contest as `viewerId` sees it; a 404 (missing or deleted) is not retried. */
export function useCaptionContest(shareId: string, viewerId: string | null) {
  return useQuery({
    queryKey: captionKeys.detail(shareId, viewerId),
    queryFn: ({ signal }) => getContest(shareId, signal),
  });
}

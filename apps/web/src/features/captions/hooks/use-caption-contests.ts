import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listContests } from '../api/captions-api';
import { captionKeys } from '../api/keys';
import type { CaptionSort } from '../types';

/** The `limit` Trending (most votes) or Newest contests. */
export function useCaptionContests(sort: CaptionSort, limit: number) {
  return useQuery({
    queryKey: captionKeys.list(sort, limit),
    queryFn: ({ signal }) => listContests(sort, limit, signal),
    // Switching Trending/Newest keeps the current cards until the other list arrives.
    placeholderData: keepPreviousData,
  });
}

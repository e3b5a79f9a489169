import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { browseContests, captionAllowance, myContests } from '../api/captions-api';
import { captionKeys } from '../api/keys';
import type { CaptionSort } from '../types';

/** A page of the /captions list (docs/decisions/0047-captions-page.md). */
export function useBrowseContests(sort: CaptionSort, q: string, page: number) {
  return useQuery({
    queryKey: captionKeys.browse(sort, q, page),
    queryFn: ({ signal }) => browseContests({ sort, q, page }, signal),
    // The current cards stay while the next page, sort or search loads.
    placeholderData: keepPreviousData,
  });
}

/** A page of the member's own contests (the dashboard). */
export function useMyContests(viewerId: string, page: number) {
  return useQuery({
    queryKey: captionKeys.mine(viewerId, page),
    queryFn: ({ signal }) => myContests(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Today's free caption contests and the Generation Credits (the dashboard). */
export function useCaptionAllowance(viewerId: string) {
  return useQuery({
    queryKey: captionKeys.allowance(viewerId),
    queryFn: ({ signal }) => captionAllowance(signal),
  });
}

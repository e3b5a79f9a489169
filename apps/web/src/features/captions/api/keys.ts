import type { CaptionSort } from '../types';

/**
 * TanStack Query keys of caption contests. A contest's answer depends on the viewer
 * (`isOwner`, `isMine`, `myVoteCaptionId`), so the viewer is part of its key: signing in or out
 * never shows another viewer's copy.
 */
export const captionKeys = {
  all: ['captions'] as const,
  lists: () => [...captionKeys.all, 'list'] as const,
  list: (sort: CaptionSort, limit: number) => [...captionKeys.lists(), sort, limit] as const,
  browse: (sort: CaptionSort, q: string, page: number) =>
    [...captionKeys.lists(), 'browse', sort, q, page] as const,
  mine: (viewerId: string, page: number) =>
    [...captionKeys.lists(), 'mine', viewerId, page] as const,
  allowance: (viewerId: string) => [...captionKeys.all, 'allowance', viewerId] as const,
  details: () => [...captionKeys.all, 'detail'] as const,
  contest: (shareId: string) => [...captionKeys.details(), shareId] as const,
  detail: (shareId: string, viewerId: string | null) =>
    [...captionKeys.contest(shareId), viewerId ?? 'visitor'] as const,
};

import type { CaptionContestList, CaptionContestResult } from '@pawprize/shared/schemas/captions';
import { api } from '@/lib/api';
import type { CaptionContest, CaptionSort } from '../types';

const contestPath = (shareId: string) => `/captions/${encodeURIComponent(shareId)}`;

/** `GET /api/captions?sort=&limit=`: Trending (most votes) or Newest contests. */
export async function listContests(
  sort: CaptionSort,
  limit: number,
  signal?: AbortSignal,
): Promise<CaptionContest[]> {
  const query = new URLSearchParams({ sort, limit: String(limit) });
  const { contests } = await api.get<CaptionContestList>(`/captions?${query}`, { signal });
  return contests;
}

/** `GET /api/captions/:shareId` (404 'Caption Contest Not Found'). */
export async function getContest(shareId: string, signal?: AbortSignal): Promise<CaptionContest> {
  const { contest } = await api.get<CaptionContestResult>(contestPath(shareId), { signal });
  return contest;
}

/** `POST /api/captions/:shareId/votes`: one vote per account per contest. */
export async function voteForCaption(shareId: string, captionId: string): Promise<CaptionContest> {
  const { contest } = await api.post<CaptionContestResult>(`${contestPath(shareId)}/votes`, {
    captionId,
  });
  return contest;
}

/** `POST /api/captions/:shareId/captions`: the viewer's own caption (one per contest). */
export async function addCaption(shareId: string, caption: string): Promise<CaptionContest> {
  const { contest } = await api.post<CaptionContestResult>(`${contestPath(shareId)}/captions`, {
    caption,
  });
  return contest;
}

/** `DELETE /api/captions/:shareId` (owner or admin). */
export async function deleteContest(shareId: string): Promise<void> {
  await api.delete<void>(contestPath(shareId));
}

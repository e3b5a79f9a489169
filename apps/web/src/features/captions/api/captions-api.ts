import type {
  CaptionAllowance,
  CaptionContestList,
  CaptionContestResult,
  CaptionPage,
} from '@pawprize/shared/schemas/captions';
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

/** `GET /api/captions/browse?sort=&q=&page=`: a page of the /captions list, with the total. */
export async function browseContests(
  { sort, q, page }: { sort: CaptionSort; q: string; page: number },
  signal?: AbortSignal,
): Promise<CaptionPage> {
  const query = new URLSearchParams({ sort, page: String(page) });
  if (q) query.set('q', q);
  return api.get<CaptionPage>(`/captions/browse?${query}`, { signal });
}

/** `GET /api/me/captions?page=`: the member's own contests, newest first. */
export async function myContests(page: number, signal?: AbortSignal): Promise<CaptionPage> {
  return api.get<CaptionPage>(`/me/captions?page=${page}`, { signal });
}

/** `GET /api/me/caption-allowance`: free contests left today and the Generation Credits. */
export async function captionAllowance(signal?: AbortSignal): Promise<CaptionAllowance> {
  return api.get<CaptionAllowance>('/me/caption-allowance', { signal });
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

import type {
  AdminContestEntriesPage,
  AdminContestList,
  Contest,
  ContestEntriesPage,
  ContestEntryResult,
  ContestEntrySort,
  ContestEntryStatus,
  ContestInput,
  ContestLists,
  ContestResult,
  ContestResults,
  ContestWinnersList,
  MyContestEntries,
} from '@pawprize/shared/schemas/contests';
import { CONTEST_COVER_FIELD, type ContestCover } from '@pawprize/shared/schemas/contests';
import { api, ApiError } from '@/lib/api';
import { postMultipart } from '@/lib/multipart-upload';

const contestPath = (slug: string) => `/contests/${encodeURIComponent(slug)}`;

/** `GET /api/contests`: published contests, open, upcoming and past. */
export function listContests(signal?: AbortSignal): Promise<ContestLists> {
  return api.get<ContestLists>('/contests', { signal });
}

/** `GET /api/contests/:slug` (404 "No such contest." for drafts, archived and unknown slugs). */
export async function getContest(slug: string, signal?: AbortSignal): Promise<Contest> {
  const { contest } = await api.get<ContestResult>(contestPath(slug), { signal });
  return contest;
}

export interface EntriesParams {
  category: string | null;
  sort: ContestEntrySort;
  page: number;
}

/** `GET /api/contests/:slug/entries?category=&sort=&page=`: a page of approved entries. */
export function contestEntries(
  slug: string,
  { category, sort, page }: EntriesParams,
  signal?: AbortSignal,
): Promise<ContestEntriesPage> {
  const query = new URLSearchParams({ sort, page: String(page) });
  if (category) query.set('category', category);
  return api.get<ContestEntriesPage>(`${contestPath(slug)}/entries?${query}`, { signal });
}

/** `GET /api/contests/:slug/entries/mine`: the member's own entries, every status. */
export function myContestEntries(slug: string, signal?: AbortSignal): Promise<MyContestEntries> {
  return api.get<MyContestEntries>(`${contestPath(slug)}/entries/mine`, { signal });
}

/** `POST /api/contests/:slug/entries` (409 with the reason when refused). */
export function enterContest(
  slug: string,
  body: { petId: string; categoryId: string },
): Promise<ContestEntryResult> {
  return api.post<ContestEntryResult>(`${contestPath(slug)}/entries`, body);
}

/** `DELETE /api/contests/:slug/entries/:id`: the owner withdraws while entries are open. */
export async function withdrawContestEntry(slug: string, entryId: string): Promise<void> {
  await api.delete<void>(`${contestPath(slug)}/entries/${encodeURIComponent(entryId)}`);
}

/** `GET /api/admin/contests`: every contest, drafts and archived too, and their pending entries. */
export function adminContestList(signal?: AbortSignal): Promise<AdminContestList> {
  return api.get<AdminContestList>('/admin/contests', { signal });
}

/** `POST /api/admin/contests` (a draft). */
export async function createContest(input: ContestInput): Promise<Contest> {
  const { contest } = await api.post<ContestResult>('/admin/contests', input);
  return contest;
}

/** `PUT /api/admin/contests/:id`: the whole contest. */
export async function updateContest(id: string, input: ContestInput): Promise<Contest> {
  const { contest } = await api.put<ContestResult>(
    `/admin/contests/${encodeURIComponent(id)}`,
    input,
  );
  return contest;
}

/** `POST /api/admin/contests/:id/publish` or `/archive`. */
export async function setContestStatus(
  id: string,
  action: 'publish' | 'archive',
): Promise<Contest> {
  const { contest } = await api.post<ContestResult>(
    `/admin/contests/${encodeURIComponent(id)}/${action}`,
  );
  return contest;
}

/** `GET /api/contests/:slug/results` (409 with the reason before they are out). */
export function getContestResults(slug: string, signal?: AbortSignal): Promise<ContestResults> {
  return api.get<ContestResults>(`${contestPath(slug)}/results`, { signal });
}

/** `POST /api/admin/contests/:id/publish-results`: the host publishes them by hand. */
export function publishContestResults(id: string): Promise<ContestResults> {
  return api.post<ContestResults>(`/admin/contests/${encodeURIComponent(id)}/publish-results`);
}

/** `GET /api/admin/contests/:id/entries?status=&page=`: entries of one status, with the counts. */
export function adminContestEntries(
  id: string,
  { status, page }: { status: ContestEntryStatus; page: number },
  signal?: AbortSignal,
): Promise<AdminContestEntriesPage> {
  const query = new URLSearchParams({ status, page: String(page) });
  return api.get<AdminContestEntriesPage>(
    `/admin/contests/${encodeURIComponent(id)}/entries?${query}`,
    { signal },
  );
}

/** `POST /api/admin/contest-entries/:id/approve`: a pending entry goes public, a disqualified one back. */
export function approveContestEntry(entryId: string): Promise<ContestEntryResult> {
  return api.post<ContestEntryResult>(
    `/admin/contest-entries/${encodeURIComponent(entryId)}/approve`,
  );
}

/** `POST /api/admin/contest-entries/:id/disqualify` with the reason (audited). */
export function disqualifyContestEntry(
  entryId: string,
  reason: string,
): Promise<ContestEntryResult> {
  return api.post<ContestEntryResult>(
    `/admin/contest-entries/${encodeURIComponent(entryId)}/disqualify`,
    { reason },
  );
}

/**
 * `POST /api/admin/contest-covers` through XMLHttpRequest (upload progress, as pet photos): the
 * stored cover's key and address, saved with the contest by the form.
 */
export async function uploadContestCover(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ContestCover> {
  const form = new FormData();
  form.append(CONTEST_COVER_FIELD, file, file.name);
  const body = await postMultipart('/admin/contest-covers', form, { onProgress, signal });
  const cover = body as Partial<ContestCover> | undefined;
  if (!cover?.coverPhotoKey || !cover.coverUrl)
    throw new ApiError({ status: 201, code: 'INTERNAL' });
  return { coverPhotoKey: cover.coverPhotoKey, coverUrl: cover.coverUrl };
}

/** `GET /api/contest-results`: the last contests whose results are out, with their winners. */
export function listContestWinners(signal?: AbortSignal): Promise<ContestWinnersList> {
  return api.get<ContestWinnersList>('/contest-results', { signal });
}

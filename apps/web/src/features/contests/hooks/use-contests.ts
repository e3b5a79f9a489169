import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  contestEntries,
  getContest,
  getContestResults,
  listContests,
  listContestWinners,
  myContestEntries,
} from '../api/contests-api';
import type { EntriesParams } from '../api/contests-api';
import { contestKeys } from '../api/keys';

/** The published contests by phase (`/contests`). */
export function useContestLists() {
  return useQuery({
    queryKey: contestKeys.lists(),
    queryFn: ({ signal }) => listContests(signal),
  });
}

/** One contest as `viewerId` sees it (admins see drafts). */
export function useContest(slug: string, viewerId: string | null) {
  return useQuery({
    queryKey: contestKeys.detail(slug, viewerId),
    queryFn: ({ signal }) => getContest(slug, signal),
  });
}

/** A page of a contest's entries; the previous page stays while the next one loads. */
export function useContestEntries(slug: string, params: EntriesParams) {
  return useQuery({
    queryKey: contestKeys.entries(slug, params),
    queryFn: ({ signal }) => contestEntries(slug, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in member's own entries in a contest (null viewer: none asked). */
export function useMyContestEntries(slug: string, viewerId: string | null) {
  return useQuery({
    queryKey: contestKeys.mine(slug, viewerId ?? 'visitor'),
    queryFn: ({ signal }) => myContestEntries(slug, signal),
    enabled: viewerId !== null,
  });
}

/** A contest's recorded results (asked for once the contest is in its results phase). */
export function useContestResults(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: contestKeys.results(slug),
    queryFn: ({ signal }) => getContestResults(slug, signal),
    enabled,
  });
}

/** The last contests whose results are out, each with its winners (`/winners`). */
export function useContestWinners() {
  return useQuery({
    queryKey: contestKeys.winners(),
    queryFn: ({ signal }) => listContestWinners(signal),
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { voteKeys } from '../api/keys';
import { getMyVotes } from '../api/votes-api';
import type { VotablePet } from '../types';

/** Dashboard → My Votes: the account's votes, newest first, a page at a time. */
export function useMyVotes(userId: string) {
  const query = useInfiniteQuery({
    queryKey: voteKeys.mine(userId),
    queryFn: ({ pageParam, signal }) => getMyVotes(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  // A vote removed here (or anywhere) is hidden at once; the list is re-read after.
  const votes =
    query.data?.pages
      .flatMap((page) => page.votes)
      .filter((vote) => (vote.pet as VotablePet).hasVoted !== false) ?? [];
  return { ...query, votes };
}

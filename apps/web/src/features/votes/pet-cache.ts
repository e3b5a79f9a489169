import type { Query, QueryClient } from '@tanstack/react-query';
import { petKeys } from '@/features/pets';
import { voteKeys } from './api/keys';
import { patchPet } from './vote-rules';

/** Queries that hold pets with a vote count: every pet list and page, and My Votes. */
function holdsPets(query: Query): boolean {
  const [root, kind] = query.queryKey;
  return root === petKeys.all[0] || (root === voteKeys.all[0] && kind === voteKeys.mineAll()[1]);
}

type Patch = Parameters<typeof patchPet>[2];

/** Updates pet `petId` in every cached list and page that shows it (TanStack setQueriesData). */
export function patchCachedPet(queryClient: QueryClient, petId: string, patch: Patch): void {
  queryClient.setQueriesData({ predicate: holdsPets }, (data: unknown) =>
    data === undefined ? data : patchPet(data, petId, patch),
  );
}

/**
 * Cancels in-flight reads of pet lists and pages before an optimistic vote, so that an answer
 * read before the vote cannot land after it and put the old count back (the usual TanStack
 * optimistic-update step).
 */
export function cancelPetReads(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ predicate: holdsPets });
}

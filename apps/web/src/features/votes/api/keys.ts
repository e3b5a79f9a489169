/**
 * TanStack Query keys of the voting feature. The voter's state and the swipe queue depend on
 * who is voting (an account or this browser's visitor), so both carry the viewer.
 */
export const voteKeys = {
  all: ['votes'] as const,
  /** `GET /api/voter`: allowance, bonus votes and streak. */
  voter: (viewer: string) => ['voter', viewer] as const,
  voterAll: ['voter'] as const,
  /** `GET /api/votes/queue`: the swipe deck. */
  queue: (viewer: string) => [...voteKeys.all, 'queue', viewer] as const,
  /** `GET /api/me/votes`: Dashboard → My Votes (infinite). */
  mineAll: () => [...voteKeys.all, 'mine'] as const,
  mine: (userId: string) => [...voteKeys.mineAll(), userId] as const,
};

/** The viewer part of a key: the account id, or 'visitor' when signed out. */
export const viewerOf = (user: { id: string } | null | undefined): string => user?.id ?? 'visitor';

import type { PetSort } from '../types';

export interface PetListParams {
  sort: PetSort;
  /** Search text ('' for none). */
  q: string;
  limit: number;
}

/**
 * TanStack Query keys of the pet feature. Everything under `petKeys.all` is refetched after an
 * upload or a deletion, so lists, leaderboard and "My Pets" never show a stale set.
 */
export const petKeys = {
  all: ['pets'] as const,
  lists: () => [...petKeys.all, 'list'] as const,
  /** Cursor-paginated (infinite) lists. */
  list: (params: PetListParams) => [...petKeys.lists(), params] as const,
  /** The newest `limit` pets (one page, no search). */
  latest: (limit: number) => [...petKeys.all, 'latest', limit] as const,
  /** The `limit` most-voted pets. */
  top: (limit: number) => [...petKeys.all, 'top', limit] as const,
  /** "More pets" under pet `id`'s page. */
  more: (id: string, limit: number) => [...petKeys.all, 'more', id, limit] as const,
  leaderboard: () => [...petKeys.all, 'leaderboard'] as const,
  detail: (id: string) => [...petKeys.all, 'detail', id] as const,
  mine: (userId: string) => [...petKeys.all, 'mine', userId] as const,
  /** The pet's rank in this month's round. */
  standing: (id: string) => [...petKeys.all, 'standing', id] as const,
  /** The signed-in owner's pets with their leaderboard rank. */
  myRanks: (userId: string) => [...petKeys.all, 'my-ranks', userId] as const,
};

export const storageKeys = {
  status: ['storage', 'status'] as const,
};

import type { EntriesParams } from './contests-api';

/**
 * TanStack Query keys of contests. A contest's own answer depends on the viewer (admins see
 * drafts), and the member's entries on the member, so both carry the viewer.
 */
export const contestKeys = {
  all: ['contests'] as const,
  lists: () => [...contestKeys.all, 'list'] as const,
  contest: (slug: string) => [...contestKeys.all, 'detail', slug] as const,
  detail: (slug: string, viewerId: string | null) =>
    [...contestKeys.contest(slug), viewerId ?? 'visitor'] as const,
  entries: (slug: string, params: EntriesParams) =>
    [...contestKeys.contest(slug), 'entries', params] as const,
  mine: (slug: string, viewerId: string) =>
    [...contestKeys.contest(slug), 'mine', viewerId] as const,
  results: (slug: string) => [...contestKeys.contest(slug), 'results'] as const,
  winners: () => [...contestKeys.all, 'winners'] as const,
  admin: () => [...contestKeys.all, 'admin'] as const,
  review: (id: string, status: string, page: number) =>
    [...contestKeys.admin(), 'entries', id, status, page] as const,
};

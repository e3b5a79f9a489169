import type { FindingStatus, QueueReason } from '@pawprize/shared/schemas/admin';

/** Query keys of the admin console; everything under ['admin'] is dropped after an action. */
export const adminKeys = {
  all: ['admin'] as const,
  summary: () => ['admin', 'summary'] as const,
  queue: (reason: QueueReason | null) => ['admin', 'queue', reason ?? 'all'] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  inbox: (status: InboxFilter) => ['admin', 'inbox', status] as const,
  newsletter: (q: string) => ['admin', 'newsletter', q] as const,
  audit: () => ['admin', 'audit'] as const,
  backups: () => ['admin', 'backups'] as const,
  fraud: (status: FindingStatus) => ['admin', 'fraud', status] as const,
  finding: (id: string) => ['admin', 'finding', id] as const,
};

export type InboxFilter = 'open' | 'handled' | 'all';

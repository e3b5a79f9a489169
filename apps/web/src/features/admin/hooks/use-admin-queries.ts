import type { FindingStatus, QueueReason } from '@pawprize/shared/schemas/admin';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminApi } from '../api/admin-api';
import { adminKeys, type InboxFilter } from '../api/keys';

export function useQueue(reason: QueueReason | null) {
  return useInfiniteQuery({
    queryKey: adminKeys.queue(reason),
    queryFn: ({ pageParam, signal }) => adminApi.queue(reason, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

export function useUsers(q: string) {
  return useQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ signal }) => adminApi.users(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => adminApi.user(id, signal),
    staleTime: 0,
  });
}

export function useInbox(status: InboxFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.inbox(status),
    queryFn: ({ pageParam, signal }) => adminApi.inbox(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useNewsletter(q: string) {
  return useQuery({
    queryKey: adminKeys.newsletter(q),
    queryFn: ({ signal }) => adminApi.newsletter(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAudit() {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(),
    queryFn: ({ pageParam, signal }) => adminApi.audit(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

export function useBackups() {
  return useQuery({
    queryKey: adminKeys.backups(),
    queryFn: ({ signal }) => adminApi.backups(signal),
    // While a backup runs, watch it finish; otherwise notice a scheduled one starting
    // (docs/decisions/0139-backup-download.md).
    refetchInterval: (query) => (query.state.data?.running ? 2000 : 30_000),
    staleTime: 0,
  });
}

export function useFraud(status: FindingStatus) {
  return useInfiniteQuery({
    queryKey: adminKeys.fraud(status),
    queryFn: ({ pageParam, signal }) => adminApi.fraud(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useFinding(id: string) {
  return useQuery({
    queryKey: adminKeys.finding(id),
    queryFn: ({ signal }) => adminApi.finding(id, signal),
  });
}

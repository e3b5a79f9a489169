/** TanStack Query keys of notifications: all of them are the member's own. */
export const notificationKeys = {
  all: (memberId: string) => ['notifications', memberId] as const,
  unread: (memberId: string) => [...notificationKeys.all(memberId), 'unread'] as const,
  page: (memberId: string, page: number) =>
    [...notificationKeys.all(memberId), 'page', page] as const,
  settings: (memberId: string) => [...notificationKeys.all(memberId), 'settings'] as const,
};

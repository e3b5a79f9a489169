import { useQuery } from '@tanstack/react-query';
import { unreadCount } from '../api/notifications-api';
import { notificationKeys } from '../api/keys';

/** How often the bell asks while the tab is shown (docs/product/notifications.md, The bell). */
export const UNREAD_POLL_MS = 60_000;

/** The member's unread count: asked now, every minute while shown, and on coming back. */
export function useUnreadCount(memberId: string) {
  return useQuery({
    queryKey: notificationKeys.unread(memberId),
    queryFn: ({ signal }) => unreadCount(signal),
    select: (data) => data.unread,
    staleTime: 10_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

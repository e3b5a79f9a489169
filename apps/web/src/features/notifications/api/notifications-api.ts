import type {
  NotificationPage,
  NotificationSettings,
  UnreadCount,
} from '@pawprize/shared/schemas/notifications';
import { api } from '@/lib/api';

/** `GET /api/notifications/unread-count`: the bell's figure (capped at 100). */
export function unreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get<UnreadCount>('/notifications/unread-count', { signal });
}

/** `GET /api/notifications?page=`: a page, newest first. */
export function notificationPage(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  return api.get<NotificationPage>(`/notifications?page=${page}`, { signal });
}

/** `POST /api/notifications/:id/read`. */
export function markRead(id: string): Promise<UnreadCount> {
  return api.post<UnreadCount>(`/notifications/${encodeURIComponent(id)}/read`);
}

/** `POST /api/notifications/read-all`. */
export function markAllRead(): Promise<UnreadCount> {
  return api.post<UnreadCount>('/notifications/read-all');
}

export function notificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return api.get<NotificationSettings>('/notifications/settings', { signal });
}

export function saveNotificationSettings(
  patch: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  return api.put<NotificationSettings>('/notifications/settings', patch);
}

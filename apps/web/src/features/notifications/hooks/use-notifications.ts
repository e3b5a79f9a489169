import { messages } from '@pawprize/shared';
import type { NotificationSettings } from '@pawprize/shared/schemas/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import {
  markAllRead,
  markRead,
  notificationPage,
  notificationSettings,
  saveNotificationSettings,
} from '../api/notifications-api';
import { notificationKeys } from '../api/keys';

/** A page of the member's notifications. */
export function useNotificationPage(memberId: string, page: number) {
  return useQuery({
    queryKey: notificationKeys.page(memberId, page),
    queryFn: ({ signal }) => notificationPage(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Mark one or all read; the bell and the list are asked again. */
export function useMarkRead(memberId: string) {
  const queryClient = useQueryClient();
  const settle = (data: { unread: number }) => {
    queryClient.setQueryData(notificationKeys.unread(memberId), data);
    return queryClient.invalidateQueries({ queryKey: notificationKeys.all(memberId) });
  };
  const one = useMutation({ mutationFn: markRead, onSuccess: settle });
  const all = useMutation({
    mutationFn: markAllRead,
    onSuccess: settle,
    onError: (error) => toast.error(errorMessage(error)),
  });
  return { one, all };
}

export function useNotificationSettings(memberId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.settings(memberId),
    queryFn: ({ signal }) => notificationSettings(signal),
  });
  const save = useMutation({
    mutationFn: (patch: Partial<NotificationSettings>) => saveNotificationSettings(patch),
    onSuccess: (data) => {
      queryClient.setQueryData(notificationKeys.settings(memberId), data);
      toast.success(messages.notifications.settingsSaved);
    },
    onError: () => toast.error(messages.notifications.saveFailed),
  });
  return { query, save };
}

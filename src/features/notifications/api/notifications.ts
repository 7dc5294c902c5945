import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationRoutes } from '@contract/messaging/notification-routes';
import type { MarkReadBody, MarkReadResult, NotificationPage } from '@contract/messaging/notifications';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function listNotifications(page: number, pageSize: number): Promise<NotificationPage> {
  return dataOf(await callApi<NotificationPage>('GET', endpointPath(notificationRoutes.listNotifications), { page, pageSize }));
}

export async function markNotificationsRead(body: MarkReadBody): Promise<MarkReadResult> {
  return dataOf(await callApi<MarkReadResult>('POST', endpointPath(notificationRoutes.markNotificationsRead), body));
}

// Messages arrive on the server's clock (reminders, the owner's batches): look again every minute.
export const notificationsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({ queryKey: ['notifications', page, pageSize], queryFn: () => listNotifications(page, pageSize), refetchInterval: 60_000, placeholderData: keepPreviousData });

export const useNotifications = (page: number, pageSize: number) => useQuery(notificationsQueryOptions(page, pageSize));

/** The bell's number: the first page of one carries the count. */
export const useUnreadCount = () => useQuery({ ...notificationsQueryOptions(1, 1), select: (page) => page.unreadCount });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markNotificationsRead, onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }) });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationRoutes } from '@contract/messaging/notification-routes';
import type { DeliveryPage, GymMessageLogQuery } from '@contract/messaging/notifications';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export type MessageLogQuery = Required<Pick<GymMessageLogQuery, 'gymId' | 'page' | 'pageSize'>> & Pick<GymMessageLogQuery, 'memberId' | 'kind'>;

/** messages.php?action=gym-log: what was sent to one of the owner's gyms' members, newest first. */
export async function getGymMessageLog({ gymId, page, pageSize, memberId, kind }: MessageLogQuery): Promise<DeliveryPage> {
  const params = { gymId, page, pageSize, ...(memberId ? { memberId } : {}), ...(kind ? { kind } : {}) };
  return dataOf(await callApi<DeliveryPage>('GET', endpointPath(notificationRoutes.gymMessageLog), params));
}

// The worker sends on the server's clock: pending lines turn sent (or failed) without the owner doing anything.
export const gymMessageLogQueryOptions = (query: MessageLogQuery) =>
  queryOptions({
    queryKey: ['messages', 'gym-log', query.gymId, query],
    queryFn: () => getGymMessageLog(query),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useGymMessageLog = (query: MessageLogQuery) => useQuery(gymMessageLogQueryOptions(query));

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VerificationQueueItem, verificationStatuses } from '@contract/admin/admin';
import { adminRoutes } from '@contract/admin/admin-routes';
import type { Paged } from '@contract/common';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export type VerificationStatus = (typeof verificationStatuses)[number];
export type QueueQuery = { status: VerificationStatus; page: number; pageSize: number };
export type DocumentData = { contentType: string; base64: string };

export async function getQueue(query: QueueQuery): Promise<Paged<VerificationQueueItem>> {
  return dataOf(await callApi<Paged<VerificationQueueItem>>('GET', endpointPath(adminRoutes.verificationQueue), query));
}

export async function getDocument(verificationId: string, documentId: string): Promise<DocumentData> {
  return dataOf(await callApi<DocumentData>('GET', endpointPath(adminRoutes.verificationDocument), { verificationId, documentId }));
}

export async function approveVerification(verificationId: string): Promise<VerificationQueueItem> {
  return dataOf(await callApi<VerificationQueueItem>('POST', endpointPath(adminRoutes.approveVerification), { verificationId }));
}

export async function rejectVerification(verificationId: string, reason: string): Promise<VerificationQueueItem> {
  return dataOf(await callApi<VerificationQueueItem>('POST', endpointPath(adminRoutes.rejectVerification), { verificationId, reason }));
}

export const queueQueryOptions = (query: QueueQuery) =>
  queryOptions({ queryKey: ['admin', 'verification', query], queryFn: () => getQueue(query), placeholderData: keepPreviousData });

export const useQueue = (query: QueueQuery) => useQuery(queueQueryOptions(query));

/** A document is fetched only when its submission is open; its bytes never change, so it is kept. */
export const useDocument = (verificationId: string, documentId: string) =>
  useQuery({ queryKey: ['admin', 'document', verificationId, documentId], queryFn: () => getDocument(verificationId, documentId), staleTime: Infinity });

/** A decision moves the submission out of the pending queue and changes the platform view's count. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ verificationId, reason }: { verificationId: string; reason?: string }) =>
      reason === undefined ? approveVerification(verificationId) : rejectVerification(verificationId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind, OwnerVerification } from '@contract/admin/admin';
import { adminRoutes } from '@contract/admin/admin-routes';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';
import { uploadForm } from '@/lib/upload';

export type VerificationSubmission = { gymId: string; gstin: string; licence: { kind: Extract<DocumentKind, 'gst_certificate' | 'shop_licence'>; file: File }; front: File };

export async function getGymVerification(gymId: string): Promise<OwnerVerification> {
  return dataOf(await callApi<OwnerVerification>('GET', endpointPath(adminRoutes.gymVerification), { gymId }));
}

/** Multipart: the text fields first, then one file per document field (the server checks each by its bytes). */
export async function submitVerification({ gymId, gstin, licence, front }: VerificationSubmission): Promise<OwnerVerification> {
  const form = new FormData();
  form.append('gymId', gymId);
  if (gstin.trim()) form.append('gstin', gstin.trim());
  form.append(licence.kind, licence.file);
  form.append('gym_front', front);
  return dataOf(await uploadForm<OwnerVerification>(endpointPath(adminRoutes.submitVerification), form));
}

const key = (gymId: string) => ['owner', 'gyms', gymId, 'verification'] as const;

export const useGymVerification = (gymId: string) => useQuery({ queryKey: key(gymId), queryFn: () => getGymVerification(gymId) });

export function useSubmitVerification(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitVerification, onSuccess: (data) => queryClient.setQueryData(key(gymId), data) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberRoutes } from '@contract/gyms/member-routes';
import type { MemberAddBody, MemberAdded } from '@contract/gyms/members';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export type AddMemberResult = { message: string; data: MemberAdded };

/** One key per attempt: a network retry of the same attempt cannot book twice. */
export async function addMember(body: MemberAddBody, idempotencyKey: string): Promise<AddMemberResult> {
  const envelope = await callApi<MemberAdded>('POST', endpointPath(memberRoutes.addMember), body, { 'Idempotency-Key': idempotencyKey });
  return { message: envelope.message, data: dataOf(envelope) };
}

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: MemberAddBody; idempotencyKey: string }) => addMember(body, idempotencyKey),
    onSuccess: (_result, { body }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['members', body.gymId] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard', 'owner', body.gymId] }),
      ]),
  });
}

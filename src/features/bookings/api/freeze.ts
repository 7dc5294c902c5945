import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@contract/bookings/bookings';
import { membershipRoutes } from '@contract/memberships/membership-routes';
import type { FreezeBody } from '@contract/memberships/memberships';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

type Changed = { message: string; booking: Booking };
type Keyed<T> = T & { key: string };

/** memberships.php?action=freeze: the pass pauses from startDate for `days` days; its end date moves by as many. */
export async function freezePass({ key, ...body }: Keyed<FreezeBody>): Promise<Changed> {
  const envelope = await callApi<Booking>('POST', endpointPath(membershipRoutes.freezePass), body, { 'Idempotency-Key': key });
  return { message: envelope.message, booking: dataOf(envelope) };
}

/** memberships.php?action=unfreeze: ends the current or next freeze; the days it no longer takes return. */
export async function unfreezePass({ key, bookingId }: Keyed<{ bookingId: string }>): Promise<Changed> {
  const envelope = await callApi<Booking>('POST', endpointPath(membershipRoutes.unfreezePass), { bookingId }, { 'Idempotency-Key': key });
  return { message: envelope.message, booking: dataOf(envelope) };
}

export function useFreezePass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: freezePass, onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }) });
}

export function useUnfreezePass() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unfreezePass, onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }) });
}

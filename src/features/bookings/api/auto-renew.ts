import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingRoutes } from '@contract/bookings/booking-routes';
import type { Booking } from '@contract/bookings/bookings';
import type { AutoRenew, Mandate } from '@contract/memberships/auto-renew';
import { membershipRoutes } from '@contract/memberships/membership-routes';
import type { Envelope } from '@contract/common';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

type Answer<T> = { message: string; data: T };
const answer = <T>(envelope: Envelope<T>): Answer<T> => ({ message: envelope.message, data: dataOf(envelope) });

/** memberships.php?action=autorenew-start: the mandate for the member to authorise at the gateway. */
export const startAutoRenew = async (bookingId: string): Promise<Answer<Mandate>> =>
  answer(await callApi<Mandate>('POST', endpointPath(membershipRoutes.autoRenewStart), { bookingId }));

/** payments.php?action=test-mandate: the test gateway's authorisation screen. */
export const testMandate = async (body: { mandateId: string; outcome: 'authorise' | 'decline' }): Promise<Answer<AutoRenew>> =>
  answer(await callApi<AutoRenew>('POST', endpointPath(bookingRoutes.testMandate), body));

/** memberships.php?action=autorenew-skip / autorenew-cancel: the next debit is not made / no more debits. */
export const changeAutoRenew = async ({ bookingId, change }: { bookingId: string; change: 'skip' | 'stop' }): Promise<Answer<Booking>> =>
  answer(await callApi<Booking>('POST', endpointPath(change === 'skip' ? membershipRoutes.autoRenewSkip : membershipRoutes.autoRenewCancel), { bookingId }));

function useRefreshing<A, T>(mutationFn: (a: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }) });
}
export const useStartAutoRenew = () => useRefreshing(startAutoRenew);
export const useTestMandate = () => useRefreshing(testMandate);
export const useChangeAutoRenew = () => useRefreshing(changeAutoRenew);

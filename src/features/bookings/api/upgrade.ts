import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingCreated } from '@contract/bookings/bookings';
import { membershipRoutes } from '@contract/memberships/membership-routes';
import type { UpgradeBody, UpgradeQuote } from '@contract/memberships/memberships';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

/** memberships.php?action=upgrade-quote: every longer pass the gym offers, at today's price less the credit of the running pass. */
export const getUpgradeQuote = async (bookingId: string): Promise<UpgradeQuote> =>
  dataOf(await callApi<UpgradeQuote>('GET', endpointPath(membershipRoutes.upgradeQuote), { bookingId }));

export const upgradeQuoteOptions = (bookingId: string) =>
  // The credit shrinks by a day at midnight: asked afresh each time the dialog opens; a refusal is an answer, not a fault to retry.
  queryOptions({ queryKey: ['upgrade-quote', bookingId], queryFn: () => getUpgradeQuote(bookingId), retry: false, staleTime: 0 });

export const useUpgradeQuote = (bookingId: string) => useQuery(upgradeQuoteOptions(bookingId));

/** `key` is made once per choice in the dialog: a retried click or a lost answer never upgrades twice. */
export async function upgradePass(body: UpgradeBody, key: string): Promise<{ message: string; data: BookingCreated }> {
  const envelope = await callApi<BookingCreated>('POST', endpointPath(membershipRoutes.upgradePass), body, { 'Idempotency-Key': key });
  return { message: envelope.message, data: dataOf(envelope) };
}

export function useUpgradePass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: UpgradeBody; key: string }) => upgradePass(body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingRoutes } from '@contract/bookings/booking-routes';
import type { BookingCreateBody, BookingCreated } from '@contract/bookings/bookings';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

/** `key` is made once per choice on the screen: a retried click or a lost answer never books twice. */
export async function createBooking(body: BookingCreateBody, key: string): Promise<{ message: string; data: BookingCreated }> {
  const envelope = await callApi<BookingCreated>('POST', endpointPath(bookingRoutes.createBooking), body, { 'Idempotency-Key': key });
  return { message: envelope.message, data: dataOf(envelope) };
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BookingCreateBody; key: string }) => createBooking(body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

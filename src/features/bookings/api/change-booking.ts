import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingRoutes } from '@contract/bookings/booking-routes';
import type { Booking } from '@contract/bookings/bookings';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function cancelBooking(bookingId: string, reason?: string): Promise<{ message: string; booking: Booking }> {
  const envelope = await callApi<Booking>('POST', endpointPath(bookingRoutes.cancelBooking), reason ? { bookingId, reason } : { bookingId });
  return { message: envelope.message, booking: dataOf(envelope) };
}

export async function rescheduleBooking(body: { bookingId: string; startDate: string; slotTime: string }): Promise<{ message: string; booking: Booking }> {
  const envelope = await callApi<Booking>('POST', endpointPath(bookingRoutes.rescheduleBooking), body);
  return { message: envelope.message, booking: dataOf(envelope) };
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason?: string }) => cancelBooking(bookingId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rescheduleBooking, onSettled: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }) });
}

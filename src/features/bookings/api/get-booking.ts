import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingRoutes } from '@contract/bookings/booking-routes';
import type { Booking, PaymentOrder } from '@contract/bookings/bookings';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export type BookingDetail = { booking: Booking; payment?: PaymentOrder };

export const getBooking = async (bookingId: string): Promise<BookingDetail> =>
  dataOf(await callApi<BookingDetail>('GET', endpointPath(bookingRoutes.getBooking), { bookingId }));

export const bookingQueryOptions = (bookingId: string) => queryOptions({ queryKey: ['bookings', 'one', bookingId], queryFn: () => getBooking(bookingId) });

export const useBooking = (bookingId: string) => useQuery(bookingQueryOptions(bookingId));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingRoutes } from '@contract/bookings/booking-routes';
import type { Booking, BookingScope, BookingSummary } from '@contract/bookings/bookings';
import type { Paged } from '@contract/common';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export type MyBookingsQuery = { scope: BookingScope; page: number; pageSize: number };

export const myBookings = async (q: MyBookingsQuery): Promise<Paged<Booking>> =>
  dataOf(await callApi<Paged<Booking>>('GET', endpointPath(bookingRoutes.myBookings), q));

export const myBookingsQueryOptions = (q: MyBookingsQuery) =>
  queryOptions({ queryKey: ['bookings', 'mine', q], queryFn: () => myBookings(q), placeholderData: keepPreviousData });

export const useMyBookings = (q: MyBookingsQuery) => useQuery(myBookingsQueryOptions(q));

export const bookingSummary = async (): Promise<BookingSummary> => dataOf(await callApi<BookingSummary>('GET', endpointPath(bookingRoutes.bookingSummary)));

export const useBookingSummary = () => useQuery({ queryKey: ['bookings', 'summary'], queryFn: bookingSummary });

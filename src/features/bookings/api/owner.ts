import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingRoutes } from '@contract/bookings/booking-routes';
import type { OwnerBooking } from '@contract/bookings/bookings';
import type { Paged } from '@contract/common';
import type { DeskMethod, Earnings, OwnerPayment, PaymentResult } from '@contract/bookings/payments';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

/** Filters as the API takes them: empty ones are left out. */
const defined = (q: Record<string, string | number | undefined>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export type GymBookingsQuery = { gymId: string; from?: string; to?: string; status?: string; payment?: string; q?: string; frozen?: '1'; page: number; pageSize: number };

export const gymBookings = async (q: GymBookingsQuery): Promise<Paged<OwnerBooking>> =>
  dataOf(await callApi<Paged<OwnerBooking>>('GET', endpointPath(bookingRoutes.gymBookings), defined(q)));

export const useGymBookings = (q: GymBookingsQuery) =>
  useQuery({ queryKey: ['bookings', 'gym', q], queryFn: () => gymBookings(q), placeholderData: keepPreviousData });

export async function setBookingStatus(body: { bookingId: string; status: 'completed' | 'cancelled'; reason?: string }): Promise<string> {
  return (await callApi<OwnerBooking>('POST', endpointPath(bookingRoutes.setBookingStatus), body)).message;
}

/** `key` is made once per desk payment attempt: a double click records one payment. */
export async function markPaid(body: { bookingId: string; deskMethod: DeskMethod }, key: string): Promise<PaymentResult> {
  return dataOf(await callApi<PaymentResult>('POST', endpointPath(bookingRoutes.markPaid), body, { 'Idempotency-Key': key }));
}

export function useOwnerBookingActions() {
  const queryClient = useQueryClient();
  const onSettled = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['bookings'] }), queryClient.invalidateQueries({ queryKey: ['payments'] })]);
  return {
    setStatus: useMutation({ mutationFn: setBookingStatus, onSettled }),
    markPaid: useMutation({ mutationFn: ({ body, key }: { body: { bookingId: string; deskMethod: DeskMethod }; key: string }) => markPaid(body, key), onSettled }),
  };
}

export type EarningsQuery = { gymId?: string; from: string; to: string };

export const earnings = async (q: EarningsQuery): Promise<Earnings> => dataOf(await callApi<Earnings>('GET', endpointPath(bookingRoutes.paymentEarnings), defined(q)));

export const useEarnings = (q: EarningsQuery) => useQuery({ queryKey: ['payments', 'earnings', q], queryFn: () => earnings(q), placeholderData: keepPreviousData });

export type GymPaymentsQuery = EarningsQuery & { status?: string; method?: string; page: number; pageSize: number };

export const gymPayments = async (q: GymPaymentsQuery): Promise<Paged<OwnerPayment>> =>
  dataOf(await callApi<Paged<OwnerPayment>>('GET', endpointPath(bookingRoutes.gymPayments), defined(q)));

export const useGymPayments = (q: GymPaymentsQuery) =>
  useQuery({ queryKey: ['payments', 'gym', q], queryFn: () => gymPayments(q), placeholderData: keepPreviousData });

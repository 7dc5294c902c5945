import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookingRoutes } from '@contract/bookings/booking-routes';
import type { Paged } from '@contract/common';
import type { Payment, Receipt } from '@contract/bookings/payments';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export const paymentHistory = async (page: number, pageSize: number): Promise<Paged<Payment>> =>
  dataOf(await callApi<Paged<Payment>>('GET', endpointPath(bookingRoutes.paymentHistory), { page, pageSize }));

export const usePaymentHistory = (page: number, pageSize: number) =>
  useQuery({ queryKey: ['payments', 'history', page, pageSize], queryFn: () => paymentHistory(page, pageSize), placeholderData: keepPreviousData });

export const getReceipt = async (paymentId: string): Promise<Receipt> => dataOf(await callApi<Receipt>('GET', endpointPath(bookingRoutes.paymentReceipt), { paymentId }));

export const useReceipt = (paymentId: string) => useQuery({ queryKey: ['payments', 'receipt', paymentId], queryFn: () => getReceipt(paymentId) });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingRoutes } from '@contract/bookings/booking-routes';
import type { Slot } from '@contract/bookings/bookings';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export const getSlots = async (gymId: string, date: string): Promise<Slot[]> =>
  dataOf(await callApi<Slot[]>('GET', endpointPath(bookingRoutes.bookingSlots), { gymId, date }));

export const slotsQueryOptions = (gymId: string, date: string) =>
  queryOptions({ queryKey: ['bookings', 'slots', gymId, date], queryFn: () => getSlots(gymId, date) });

export const useSlots = (gymId: string, date: string | null) => useQuery({ ...slotsQueryOptions(gymId, date ?? ''), enabled: Boolean(date) });

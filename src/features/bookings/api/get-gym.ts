import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymDetail } from '@contract/gyms/gyms';
import { apiRoutes, endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

/** The public profile: passes, prices, hours and weekly off, what the booking form needs. */
export const getGymForBooking = async (gymId: string): Promise<GymDetail> => dataOf(await callApi<GymDetail>('GET', endpointPath(apiRoutes.getGym), { id: gymId }));

export const gymForBookingQueryOptions = (gymId: string) => queryOptions({ queryKey: ['gyms', 'detail', gymId], queryFn: () => getGymForBooking(gymId) });

export const useGymForBooking = (gymId: string) => useQuery(gymForBookingQueryOptions(gymId));

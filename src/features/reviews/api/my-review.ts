import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityRoutes } from '@contract/community/community-routes';
import type { MyReview } from '@contract/community/reviews';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function getMyReview(gymId: string): Promise<MyReview> {
  return dataOf(await callApi<MyReview>('GET', endpointPath(communityRoutes.myReview), { gymId }));
}

export const myReviewQueryOptions = (gymId: string) => queryOptions({ queryKey: ['reviews', 'mine', gymId], queryFn: () => getMyReview(gymId) });

/** Only a signed-in member asks: visitors and owners get no form. */
export const useMyReview = (gymId: string, enabled: boolean) => useQuery({ ...myReviewQueryOptions(gymId), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityRoutes } from '@contract/community/community-routes';
import type { OwnReview, ReviewListResult } from '@contract/community/reviews';
import { apiRoutes, endpointPath } from '@contract/routes';
import { MAX_PAGE_SIZE } from '@contract/constants';
import { callApi, dataOf } from '@/lib/api';

export async function listPendingReviews(gymId: string): Promise<OwnReview[]> {
  return dataOf(await callApi<OwnReview[]>('GET', endpointPath(communityRoutes.pendingReviews), { gymId }));
}

/** The approved ones are the public list (with its summary); the owner pages through them. */
export async function listApprovedReviews(gymId: string, page: number): Promise<ReviewListResult> {
  return dataOf(await callApi<ReviewListResult>('GET', endpointPath(apiRoutes.listReviews), { gymId, page, pageSize: MAX_PAGE_SIZE }));
}

export const pendingReviewsQueryOptions = (gymId: string) =>
  queryOptions({ queryKey: ['reviews', 'owner', gymId, 'pending'], queryFn: () => listPendingReviews(gymId) });
export const approvedReviewsQueryOptions = (gymId: string, page: number) =>
  queryOptions({ queryKey: ['reviews', 'owner', gymId, 'approved', page], queryFn: () => listApprovedReviews(gymId, page) });

export const usePendingReviews = (gymId: string) => useQuery(pendingReviewsQueryOptions(gymId));
export const useApprovedReviews = (gymId: string, page: number) => useQuery(approvedReviewsQueryOptions(gymId, page));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gymReviewsKey } from '@contract/gyms/gym-profile-keys';
import type { ReviewListQuery, ReviewListResult } from '@contract/community/reviews';
import { apiRoutes as endpoints, endpointPath } from '@contract/routes';
import { callApi } from '@/lib/api';
import { dataOf } from '@/lib/api';

export async function listReviews(query: ReviewListQuery): Promise<ReviewListResult> {
  return dataOf(await callApi<ReviewListResult>('GET', endpointPath(endpoints.listReviews), query));
}

export const reviewsQueryOptions = (query: ReviewListQuery) =>
  queryOptions({
    queryKey: [...gymReviewsKey(query)],
    queryFn: () => listReviews(query),
    placeholderData: keepPreviousData,
  });

export function useReviews(query: ReviewListQuery) {
  return useQuery(reviewsQueryOptions(query));
}

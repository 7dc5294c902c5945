import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityRoutes } from '@contract/community/community-routes';
import type { OwnReview } from '@contract/community/reviews';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export async function approveReview(reviewId: string): Promise<OwnReview> {
  return dataOf(await callApi<OwnReview>('POST', endpointPath(communityRoutes.approveReview), { reviewId }));
}

export async function replyToReview(reviewId: string, reply: string): Promise<OwnReview> {
  return dataOf(await callApi<OwnReview>('POST', endpointPath(communityRoutes.replyReview), { reviewId, reply }));
}

/** Approving moves a review between the tabs and changes the summary: both lists reload. */
export function useApproveReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveReview, onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }) });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) => replyToReview(reviewId, reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityRoutes } from '@contract/community/community-routes';
import type { OwnReview, ReviewForm } from '@contract/community/reviews';
import { endpointPath } from '@contract/routes';
import { callApi, dataOf } from '@/lib/api';

export type SavedReview = { review: OwnReview; message: string };

export async function saveReview(gymId: string, reviewId: string | null, form: ReviewForm): Promise<SavedReview> {
  const envelope = reviewId
    ? await callApi<OwnReview>('POST', endpointPath(communityRoutes.updateReview), { reviewId, ...form })
    : await callApi<OwnReview>('POST', endpointPath(communityRoutes.createReview), { gymId, ...form });
  return { review: dataOf(envelope), message: envelope.message };
}

/** Writes the member's review of a gym (a new one, or an edit of theirs), then reloads it and the gym's public list. */
export function useSaveReview(gymId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, form }: { reviewId: string | null; form: ReviewForm }) => saveReview(gymId, reviewId, form),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

// The query keys the gym profile reads its data under. The SPA's queries use them, and so does the server that sends the
// profile with that data inline (server/plugins/external/static.ts), so the profile asks nothing as it starts.
import { PAGE_SIZES } from './constants';
import type { ReviewListQuery } from './reviews';

export const gymDetailKey = (gymId: string) => ['gyms', 'detail', gymId] as const;

/** "How busy now" for one gym (src/features/gyms/api/gym-busy.ts). */
export const gymBusyKey = (gymId: string) => ['gyms', 'busy', gymId] as const;

/** A page of a gym's public reviews (src/features/gyms/api/list-reviews.ts). */
export const gymReviewsKey = (query: ReviewListQuery) => ['reviews', 'list', query] as const;

/** The page of reviews a profile opens on: the first, at the smallest page size. */
export const firstReviewsQuery = (gymId: string) => ({ gymId, page: 1, pageSize: PAGE_SIZES[0] }) satisfies ReviewListQuery;

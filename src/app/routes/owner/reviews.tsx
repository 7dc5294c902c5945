import { OwnerReviewsPage } from '@/features/reviews/components/owner-reviews-page';

export const Component = OwnerReviewsPage;

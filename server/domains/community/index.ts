/** What the community domain offers the rest of the server; everything else in this folder is its own. */
export { listReviews, type ReviewListParams, refreshGymRating } from './review-service';

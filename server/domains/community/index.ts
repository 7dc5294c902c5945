/** What the community domain offers the rest of the server; everything else in this folder is its own. */
export { createAnnouncementService } from './announcement-service';
export { createContactService } from './contact-service';
export { createReviewService, listReviews, type ReviewListParams, refreshGymRating } from './review-service';

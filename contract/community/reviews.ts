import { z } from 'zod';
import { idSchema, pagedSchema, pageQuerySchema, plainTextSchema } from '../common';

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  authorName: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** index 0 → 1 star … index 4 → 5 stars */
  distribution: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewListQuerySchema = pageQuerySchema.extend({ gymId: idSchema }).strict();
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewListResultSchema = z.object({ summary: ratingSummarySchema, reviews: pagedSchema(reviewSchema) });
export type ReviewListResult = z.infer<typeof reviewListResultSchema>;

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;

export const reviewMessages = {
  loaded: 'Reviews loaded',
  created: 'Review submitted for approval',
  updated: 'Review updated and sent for approval again',
  approved: 'Review approved',
  approveFailed: 'Failed to approve',
  approveError: 'Error approving review',
  replied: 'Reply saved',
  ratingRequired: 'Choose a rating from 1 to 5 stars',
  textTooShort: `Write at least ${REVIEW_TEXT_MIN} characters`,
  textTooLong: `At most ${REVIEW_TEXT_MAX} characters`,
  replyRequired: 'Write a reply',
  replyTooLong: `At most ${REVIEW_REPLY_MAX} characters`,
  noVisit: 'You can review a gym after you have checked in there at least once.',
  alreadyReviewed: 'You have already reviewed this gym. Edit your review instead.',
  alreadyApproved: 'This review is already approved',
  notFound: 'Review not found',
  gymNotFound: 'Gym not found',
} as const;

const ratingSchema = z
  .number({ error: reviewMessages.ratingRequired })
  .int(reviewMessages.ratingRequired)
  .min(1, reviewMessages.ratingRequired)
  .max(5, reviewMessages.ratingRequired);
const reviewTextSchema = plainTextSchema({ min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX, required: reviewMessages.textTooShort, tooShort: reviewMessages.textTooShort, tooLong: reviewMessages.textTooLong });

/** The member's form: stars and words; the gym comes from the page, the member from the token. */
export const reviewFormSchema = z.object({ rating: ratingSchema, text: reviewTextSchema }).strict();
export type ReviewForm = z.input<typeof reviewFormSchema>;
export const reviewCreateBodySchema = reviewFormSchema.extend({ gymId: idSchema }).strict();
export const reviewUpdateBodySchema = reviewFormSchema.extend({ reviewId: idSchema }).strict();
export const reviewTargetBodySchema = z.object({ reviewId: idSchema }).strict();
export const reviewReplyFormSchema = z
  .object({ reply: plainTextSchema({ min: 1, max: REVIEW_REPLY_MAX, required: reviewMessages.replyRequired, tooLong: reviewMessages.replyTooLong }) })
  .strict();
export type ReviewReplyForm = z.input<typeof reviewReplyFormSchema>;
export const reviewReplyBodySchema = reviewReplyFormSchema.extend({ reviewId: idSchema }).strict();
export const reviewGymQuerySchema = z.object({ gymId: idSchema }).strict();

/** A review as its author or the gym's owner sees it: with its approval state. */
export const ownReviewSchema = reviewSchema.extend({ gymId: z.string(), approved: z.boolean() });
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewListSchema = z.array(ownReviewSchema);

/** What the gym's profile needs to offer the form: whether the member has visited, and their review if any. */
export const myReviewSchema = z.object({ visited: z.boolean(), review: ownReviewSchema.nullable() });
export type MyReview = z.infer<typeof myReviewSchema>;

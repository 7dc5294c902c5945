import { z } from 'zod';
import { idSchema, pagedSchema, pageQuerySchema } from './common';

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

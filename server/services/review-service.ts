import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RatingSummary, Review, ReviewListResult, reviewListQuerySchema } from '@contract/reviews';
import type { Db } from '../db/client';
import { gyms, reviews, users } from '../db/schema';
import { notFound } from '../plugins/app/errors';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type ReviewListParams = z.output<typeof reviewListQuerySchema>;

/** "Priya S.": enough to be a person, not enough to find one. */
export function authorName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  if (!first) return 'Member';
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** Average (one decimal), count and 1–5 star distribution over a gym's APPROVED reviews only. */
export async function ratingSummary(db: Executor, gymId: string): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.gymId, gymId), eq(reviews.approved, true)))
    .groupBy(reviews.rating);
  const distribution = [0, 0, 0, 0, 0];
  for (const r of rows) distribution[r.rating - 1] = r.count;
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((acc, n, i) => acc + n * (i + 1), 0);
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, distribution };
}

/** Keeps gyms.rating_avg / review_count (what search sorts on) equal to the approved reviews; call after approving or removing one. */
export async function refreshGymRating(db: Executor, gymId: string): Promise<RatingSummary> {
  const summary = await ratingSummary(db, gymId);
  await db.update(gyms).set({ ratingAvg: summary.average, reviewCount: summary.count }).where(eq(gyms.id, gymId));
  return summary;
}

/** A gym's approved reviews, newest first, with the summary; unknown or inactive gym → 404. */
export async function listReviews(db: Db, { gymId, page, pageSize }: ReviewListParams): Promise<ReviewListResult> {
  const [gym] = await db.select({ id: gyms.id }).from(gyms).where(and(eq(gyms.id, gymId), eq(gyms.active, true)));
  if (!gym) throw notFound();
  const summary = await ratingSummary(db, gymId);
  const offset = (page - 1) * pageSize;
  const rows = summary.count > offset
    ? await db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          text: reviews.text,
          reply: reviews.reply,
          createdAt: reviews.createdAt,
          repliedAt: reviews.repliedAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.memberId))
        .where(and(eq(reviews.gymId, gymId), eq(reviews.approved, true)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize)
        .offset(offset)
    : [];
  const items: Review[] = rows.map(({ firstName, lastName, createdAt, repliedAt, ...r }) => ({
    ...r,
    authorName: authorName(firstName, lastName),
    createdAt: createdAt.toISOString(),
    repliedAt: repliedAt?.toISOString() ?? null,
  }));
  return {
    summary,
    reviews: { items, page, pageSize, total: summary.count, totalPages: Math.ceil(summary.count / pageSize) },
  };
}

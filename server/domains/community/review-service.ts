import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  reviewMessages,
  type MyReview,
  type OwnReview,
  type RatingSummary,
  type Review,
  type ReviewListResult,
  type reviewFormSchema,
  type reviewListQuerySchema,
} from '@contract/community/reviews';
import type { Db } from '../../db/client';
import { attendance, gyms, reviews, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../shared/refusals';
import { isUniqueViolation } from '../../db/pg-errors';
import { requireOwnedGym, type Executor } from '../../shared/ownership';
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
    .where(and(eq(reviews.gymId, gymId), eq(reviews.approved, true), isNull(reviews.hiddenAt)))
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

/** A gym's approved reviews, newest first, with the summary; unknown or inactive gym is not found. */
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
          replyHiddenAt: reviews.replyHiddenAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.memberId))
        .where(and(eq(reviews.gymId, gymId), eq(reviews.approved, true), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(pageSize)
        .offset(offset)
    : [];
  // A reply the platform team hid leaves the profile; the review stays.
  const items: Review[] = rows.map(({ firstName, lastName, createdAt, repliedAt, replyHiddenAt, reply, ...r }) => ({
    ...r,
    reply: replyHiddenAt ? null : reply,
    authorName: authorName(firstName, lastName),
    createdAt: createdAt.toISOString(),
    repliedAt: replyHiddenAt ? null : (repliedAt?.toISOString() ?? null),
  }));
  return {
    summary,
    reviews: { items, page, pageSize, total: summary.count, totalPages: Math.ceil(summary.count / pageSize) },
  };
}

export type ReviewWrite = z.output<typeof reviewFormSchema>;
type ReviewRow = typeof reviews.$inferSelect;

const ownReviewColumns = {
  id: reviews.id,
  gymId: reviews.gymId,
  rating: reviews.rating,
  text: reviews.text,
  reply: reviews.reply,
  approved: reviews.approved,
  createdAt: reviews.createdAt,
  repliedAt: reviews.repliedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};
type OwnReviewRow = Pick<ReviewRow, 'id' | 'gymId' | 'rating' | 'text' | 'reply' | 'approved' | 'createdAt' | 'repliedAt'> & {
  firstName: string | null;
  lastName: string | null;
};

const toOwnReview = ({ firstName, lastName, createdAt, repliedAt, ...r }: OwnReviewRow): OwnReview => ({
  ...r,
  authorName: authorName(firstName, lastName),
  createdAt: createdAt.toISOString(),
  repliedAt: repliedAt?.toISOString() ?? null,
});

const selectOwnReviews = (db: Executor) => db.select(ownReviewColumns).from(reviews).leftJoin(users, eq(users.id, reviews.memberId));

/** A verified visit is a check-in: any attendance row of the member at the gym. */
async function hasVisited(db: Executor, memberId: string, gymId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: attendance.id })
    .from(attendance)
    .where(and(eq(attendance.memberId, memberId), eq(attendance.gymId, gymId)))
    .limit(1);
  return Boolean(row);
}

/** Writing reviews (members) and moderating them (owners); every call checks the record is the caller's. */
export function createReviewService({ db, now }: { db: Db; now: () => Date }) {
  async function reviewById(tx: Executor, reviewId: string): Promise<OwnReviewRow> {
    const [row] = await selectOwnReviews(tx).where(eq(reviews.id, reviewId)).limit(1);
    if (!row) throw notFound(reviewMessages.notFound);
    return row;
  }

  /** The review if it is of one of the owner's gyms; another owner's review is not found, like a missing one. */
  async function ownersReview(tx: Executor, ownerId: string, reviewId: string): Promise<OwnReviewRow> {
    const row = await reviewById(tx, reviewId);
    await requireOwnedGym(tx, ownerId, row.gymId, { notFound: reviewMessages.notFound });
    return row;
  }

  return {
    async mine(memberId: string, gymId: string): Promise<MyReview> {
      const [row] = await selectOwnReviews(db)
        .where(and(eq(reviews.gymId, gymId), eq(reviews.memberId, memberId)))
        .limit(1);
      return { visited: await hasVisited(db, memberId, gymId), review: row ? toOwnReview(row) : null };
    },

    async create(memberId: string, gymId: string, write: ReviewWrite): Promise<OwnReview> {
      const [gym] = await db.select({ id: gyms.id }).from(gyms).where(and(eq(gyms.id, gymId), eq(gyms.active, true))).limit(1);
      if (!gym) throw notFound(reviewMessages.gymNotFound);
      if (!(await hasVisited(db, memberId, gymId))) throw forbidden(reviewMessages.noVisit);
      try {
        const [row] = await db.insert(reviews).values({ gymId, memberId, ...write, approved: false, createdAt: now() }).returning({ id: reviews.id });
        return toOwnReview(await reviewById(db, row!.id));
      } catch (error) {
        // The unique index decides "one per gym", also between two tabs posting at once.
        if (isUniqueViolation(error)) throw conflict(reviewMessages.alreadyReviewed);
        throw error;
      }
    },

    /** An edit goes back to pending: the gym's rating drops it until the owner approves again. */
    async update(memberId: string, reviewId: string, write: ReviewWrite): Promise<OwnReview> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(reviews)
          .set({ ...write, approved: false, approvedAt: null })
          .where(and(eq(reviews.id, reviewId), eq(reviews.memberId, memberId)))
          .returning({ id: reviews.id, gymId: reviews.gymId });
        if (!row) throw notFound(reviewMessages.notFound);
        await refreshGymRating(tx, row.gymId);
        return toOwnReview(await reviewById(tx, row.id));
      });
    },

    async pending(ownerId: string, gymId: string): Promise<OwnReview[]> {
      await requireOwnedGym(db, ownerId, gymId);
      const rows = await selectOwnReviews(db)
        .where(and(eq(reviews.gymId, gymId), eq(reviews.approved, false)))
        .orderBy(asc(reviews.createdAt), asc(reviews.id));
      return rows.map(toOwnReview);
    },

    async approve(ownerId: string, reviewId: string): Promise<OwnReview> {
      return db.transaction(async (tx) => {
        const review = await ownersReview(tx, ownerId, reviewId);
        const [row] = await tx
          .update(reviews)
          .set({ approved: true, approvedAt: now() })
          .where(and(eq(reviews.id, review.id), eq(reviews.approved, false)))
          .returning({ id: reviews.id });
        if (!row) throw conflict(reviewMessages.alreadyApproved);
        await refreshGymRating(tx, review.gymId);
        return toOwnReview(await reviewById(tx, review.id));
      });
    },

    /** The reply is public once the review is approved; a new reply replaces the old one. */
    async reply(ownerId: string, reviewId: string, reply: string): Promise<OwnReview> {
      const review = await ownersReview(db, ownerId, reviewId);
      await db.update(reviews).set({ reply, repliedAt: now() }).where(eq(reviews.id, review.id));
      return toOwnReview(await reviewById(db, review.id));
    },
  };
}

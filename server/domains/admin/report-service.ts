import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { reportMessages, type ReportedItem } from '@contract/admin/admin';
import type { Paged } from '@contract/common';
import type { Db } from '../../db/client';
import { contentReports, gyms, reviews } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../shared/refusals';
import { isUniqueViolation } from '../../db/pg-errors';
import { writeAudit, type AuditActor } from './audit-service';
import { writePlatformNotice } from './platform-notice';
import { refreshGymRating } from '../community';

type Target = 'review' | 'reply';
type ReportInput = { reviewId: string; target: Target; reason: string; note?: string | undefined };

export function createReportService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /** reviews.php?action=report: a public review (or its public reply), reported once per person while open. */
  async function report(reporterId: string, input: ReportInput): Promise<void> {
    const [review] = await db
      .select({ id: reviews.id, memberId: reviews.memberId, ownerId: gyms.ownerId, reply: reviews.reply, approved: reviews.approved, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .innerJoin(gyms, eq(gyms.id, reviews.gymId))
      .where(eq(reviews.id, input.reviewId))
      .limit(1);
    // Only what the public can read can be reported: a pending or hidden review is not found like a missing one.
    if (!review || !review.approved || review.hiddenAt) throw notFound('Review not found');
    if (input.target === 'reply' && !review.reply) throw notFound(reportMessages.nothingToReport);
    const author = input.target === 'review' ? review.memberId : review.ownerId;
    if (author === reporterId) throw forbidden(reportMessages.ownContent);
    await db
      .insert(contentReports)
      .values({ reviewId: input.reviewId, target: input.target, reporterId, reason: input.reason, note: input.note || null, createdAt: now() })
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'content_reports_open_uq') ? conflict(reportMessages.alreadyReported) : error;
      });
  }

  /** admin.php?action=reports: open reports grouped by item, the longest waiting first. */
  async function queue(query: { page: number; pageSize: number }): Promise<Paged<ReportedItem>> {
    const open = eq(contentReports.status, 'open');
    const [count] = await db
      .select({ total: sql<number>`count(distinct (${contentReports.reviewId}, ${contentReports.target}))::int` })
      .from(contentReports)
      .where(open);
    const total = count?.total ?? 0;
    const rows = await db
      .select({
        reviewId: contentReports.reviewId,
        target: contentReports.target,
        gymId: gyms.id,
        gymName: gyms.name,
        reviewText: reviews.text,
        reply: reviews.reply,
        rating: reviews.rating,
        memberId: reviews.memberId,
        ownerId: gyms.ownerId,
        hiddenAt: reviews.hiddenAt,
        replyHiddenAt: reviews.replyHiddenAt,
        openReports: sql<number>`count(*)::int`,
        reasons: sql<string[]>`array_agg(${contentReports.reason} order by ${contentReports.createdAt})`,
        notes: sql<(string | null)[]>`array_agg(${contentReports.note} order by ${contentReports.createdAt})`,
        firstReportedAt: sql<string>`min(${contentReports.createdAt})::text`,
      })
      .from(contentReports)
      .innerJoin(reviews, eq(reviews.id, contentReports.reviewId))
      .innerJoin(gyms, eq(gyms.id, reviews.gymId))
      .where(open)
      .groupBy(contentReports.reviewId, contentReports.target, gyms.id, reviews.id)
      .orderBy(asc(sql`min(${contentReports.createdAt})`), asc(contentReports.reviewId), asc(contentReports.target))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const items = rows.map((r): ReportedItem => {
      const reasons: Record<string, number> = {};
      for (const reason of r.reasons) reasons[reason] = (reasons[reason] ?? 0) + 1;
      const isReply = r.target === 'reply';
      return {
        reviewId: r.reviewId,
        target: r.target,
        gymId: r.gymId,
        gymName: r.gymName,
        text: isReply ? (r.reply ?? '') : r.reviewText,
        rating: r.rating,
        authorId: isReply ? r.ownerId : r.memberId,
        hidden: Boolean(isReply ? r.replyHiddenAt : r.hiddenAt),
        openReports: r.openReports,
        reasons,
        notes: r.notes.filter((n): n is string => Boolean(n)),
        firstReportedAt: new Date(r.firstReportedAt).toISOString(),
      };
    });
    return { items, page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) };
  }

  /** Closes the item's open reports as `status`; hiding also takes the item off the profile (a review, out of the rating too). */
  async function decide(admin: AuditActor, input: { reviewId: string; target: Target; reason: string }, hide: boolean) {
    const at = now();
    return db.transaction(async (tx) => {
      const [review] = await tx
        .select({ id: reviews.id, gymId: reviews.gymId, memberId: reviews.memberId, ownerId: gyms.ownerId, gymName: gyms.name, hiddenAt: reviews.hiddenAt, replyHiddenAt: reviews.replyHiddenAt })
        .from(reviews)
        .innerJoin(gyms, eq(gyms.id, reviews.gymId))
        .where(eq(reviews.id, input.reviewId))
        .for('update', { of: reviews })
        .limit(1);
      if (!review) throw notFound('Review not found');
      const closed = await tx
        .update(contentReports)
        .set({ status: hide ? 'hidden' : 'dismissed', decidedBy: admin.id, decidedAt: at, decisionReason: input.reason })
        .where(and(eq(contentReports.reviewId, input.reviewId), eq(contentReports.target, input.target), eq(contentReports.status, 'open')))
        .returning({ id: contentReports.id });
      if (closed.length === 0) throw conflict(reportMessages.noOpenReports);
      if (hide) {
        const column = input.target === 'review' ? { hiddenAt: at } : { replyHiddenAt: at };
        await tx
          .update(reviews)
          .set(column)
          .where(and(eq(reviews.id, input.reviewId), isNull(input.target === 'review' ? reviews.hiddenAt : reviews.replyHiddenAt)));
        if (input.target === 'review') await refreshGymRating(tx, review.gymId);
        // The author is told, with the reason.
        const author = input.target === 'review' ? review.memberId : review.ownerId;
        const notice = { notice: input.target === 'review' ? 'reviewHidden' : 'replyHidden', gym: review.gymName, reason: input.reason } as const;
        if (author) await writePlatformNotice(tx, { userId: author, gymId: review.gymId }, `hide:${input.target}:${review.id}`, notice, at);
      }
      await writeAudit(
        tx,
        admin,
        {
          action: hide ? 'content.hide' : 'content.dismiss',
          entityType: input.target,
          entityId: input.reviewId,
          before: { hidden: Boolean(input.target === 'review' ? review.hiddenAt : review.replyHiddenAt), openReports: closed.length },
          after: { hidden: hide || Boolean(input.target === 'review' ? review.hiddenAt : review.replyHiddenAt), reason: input.reason },
        },
        at,
      );
      return { reviewId: input.reviewId, target: input.target, hidden: hide, reportsClosed: closed.length };
    });
  }

  return { report, queue, hide: (a: AuditActor, i: { reviewId: string; target: Target; reason: string }) => decide(a, i, true), dismiss: (a: AuditActor, i: { reviewId: string; target: Target; reason: string }) => decide(a, i, false) };
}

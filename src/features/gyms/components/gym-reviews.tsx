import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@contract/constants';
import type { RatingSummary, Review } from '@contract/community/reviews';
import { formatDate, formatRating } from '@/lib/format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination, usePaging } from '@/components/ui/pagination';
import { RatingStars } from '@/components/ui/rating-stars';
import { InlineLoader } from '@/components/ui/spinner';
import { useReviews } from '../api/list-reviews';
import { ReportButton } from './report-button';
import '../strings';

const REVIEW_PAGE_SIZES = PAGE_SIZES;
const reviewDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(date);
};

/** Approved reviews only: the server's public list never carries pending ones. */
export function GymReviews({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const paging = usePaging(REVIEW_PAGE_SIZES);
  const { page, pageSize } = paging;
  const reviews = useReviews({ gymId, page, pageSize });
  return (
    <Card>
      <section aria-labelledby={headingId} aria-busy={reviews.isFetching} className="flex flex-col gap-6">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('gyms.reviews.title')}
        </h2>
        {reviews.isPending ? (
          <InlineLoader>{t('gyms.reviews.loading')}</InlineLoader>
        ) : reviews.isError ? (
          <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>{t('gyms.reviews.loadFailed')}</span>
            <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Alert>
        ) : (
          <div className="flex flex-col gap-6 md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
            <RatingSummaryPanel summary={reviews.data.summary} />
            <div className="flex min-w-0 flex-col gap-4">
              <ReviewList reviews={reviews.data.reviews.items} />
              {reviews.data.reviews.total > REVIEW_PAGE_SIZES[0] && (
                <Pagination {...paging} totalPages={reviews.data.reviews.totalPages} />
              )}
            </div>
          </div>
        )}
      </section>
    </Card>
  );
}

function RatingSummaryPanel({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...summary.distribution);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="text-4xl font-bold text-slate-900">{formatRating(summary.average)}</p>
        <RatingStars rating={summary.average} label={t('gyms.reviews.average', { rating: formatRating(summary.average) })} />
        <p className="text-sm text-slate-600">{t('gyms.reviews.basedOn', { count: summary.count })}</p>
      </div>
      <ul aria-label={t('gyms.reviews.distribution')} className="flex flex-col gap-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="sr-only">{t('gyms.reviews.starRow', { stars, count })}</span>
              <span aria-hidden="true" className="w-8 shrink-0 text-slate-700">
                {t('gyms.reviews.stars', { stars })}
              </span>
              {/* An SVG's width attribute, not a style: the server draws these bars, and the CSP refuses inline styles in HTML. */}
              <svg aria-hidden="true" className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-100">
                <rect width={`${(count / max) * 100}%`} height="100%" rx="4" className="fill-amber-400" />
              </svg>
              <span aria-hidden="true" className="w-8 shrink-0 text-right text-slate-600">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  if (!reviews.length) return <p className="text-slate-600">{t('gyms.reviews.none')}</p>;
  return (
    <ul aria-label={t('gyms.reviews.list')} className="flex flex-col divide-y divide-slate-100">
      {reviews.map((review) => (
        <li key={review.id} className="py-4 first:pt-0">
          <article className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{review.authorName}</h3>
              <time dateTime={review.createdAt} className="text-xs text-slate-500">
                {reviewDate(review.createdAt)}
              </time>
            </div>
            <RatingStars rating={review.rating} size="sm" label={t('gyms.reviews.ratingLabel', { rating: review.rating })} />
            <p className="whitespace-pre-line text-slate-700">{review.text}</p>
            <ReportButton reviewId={review.id} target="review" about={review.authorName} />
            {review.reply && (
              <div className="rounded-lg border-l-4 border-brand-500 bg-brand-50 px-4 py-3">
                <p className="text-xs font-semibold text-brand-800">{t('gyms.reviews.reply')}</p>
                <p className="text-sm text-slate-700">{review.reply}</p>
                <ReportButton reviewId={review.id} target="reply" about={review.authorName} />
              </div>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}

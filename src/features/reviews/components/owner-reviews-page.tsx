import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { REVIEW_REPLY_MAX, reviewMessages, reviewReplyFormSchema, type RatingSummary, type Review, type ReviewReplyForm } from '@contract/community/reviews';
import { DocumentTitle } from '@/components/layouts/document-title';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextArea } from '@/components/ui/field';
import { RatingStars } from '@/components/ui/rating-stars';
import { InlineLoader } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate, formatRating } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useApproveReview, useReplyToReview } from '../api/moderate-review';
import { useApprovedReviews, usePendingReviews } from '../api/owner-reviews';
import '../strings';

type Tab = 'pending' | 'approved';

/** /gym_owner/reviews: the current gym's rating summary, reviews waiting for approval, and the approved ones with replies. */
export function OwnerReviewsPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <DocumentTitle title={t('reviews.owner.title')} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('reviews.owner.title')}
        </h1>
        <p className="mt-2 text-slate-600">{t('reviews.owner.subtitle')}</p>
      </header>
      <OwnerGymScope>{(gym) => <GymReviews key={gym.id} gym={gym} />}</OwnerGymScope>
    </section>
  );
}

function GymReviews({ gym }: { gym: OwnerGym }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('pending');
  const [page, setPage] = useState(1);
  const pending = usePendingReviews(gym.id);
  const approved = useApprovedReviews(gym.id, page);
  const pendingCount = pending.data?.length;
  const approvedCount = approved.data?.summary.count;
  return (
    <div className="flex flex-col gap-6">
      {approved.data && <SummaryCard summary={approved.data.summary} />}
      <div>
        <Tabs<Tab>
          label={t('reviews.owner.tabsLabel')}
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'pending', label: pendingCount === undefined ? t('reviews.owner.pendingTab') : t('reviews.owner.pendingTabCount', { count: pendingCount }) },
            { id: 'approved', label: approvedCount === undefined ? t('reviews.owner.approvedTab') : t('reviews.owner.approvedTabCount', { count: approvedCount }) },
          ]}
        />
        <div role="tabpanel" aria-labelledby={`tab-${tab}`} className="pt-4">
          {tab === 'pending' ? (
            <Loaded query={pending} loadFailed={t('reviews.owner.loadFailed')}>
              {(reviews) =>
                reviews.length === 0 ? (
                  <EmptyState title={t('reviews.owner.noPending')}>{t('reviews.owner.noPendingText')}</EmptyState>
                ) : (
                  <ReviewCards reviews={reviews} mode="pending" />
                )
              }
            </Loaded>
          ) : (
            <Loaded query={approved} loadFailed={t('reviews.owner.loadFailed')}>
              {(data) =>
                data.reviews.items.length === 0 ? (
                  <EmptyState title={t('reviews.owner.noApproved')} />
                ) : (
                  <div className="flex flex-col gap-4">
                    <ReviewCards reviews={data.reviews.items} mode="approved" />
                    {data.reviews.totalPages > 1 && (
                      <div className="flex items-center justify-between gap-3">
                        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                          {t('reviews.owner.previous')}
                        </Button>
                        <span className="text-sm text-slate-600">{t('reviews.owner.page', { page, total: data.reviews.totalPages })}</span>
                        <Button variant="secondary" size="sm" disabled={page >= data.reviews.totalPages} onClick={() => setPage(page + 1)}>
                          {t('reviews.owner.next')}
                        </Button>
                      </div>
                    )}
                  </div>
                )
              }
            </Loaded>
          )}
        </div>
      </div>
    </div>
  );
}

type QueryLike<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };

function Loaded<T>({ query, loadFailed, children }: { query: QueryLike<T>; loadFailed: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <InlineLoader>{t('reviews.owner.loading')}</InlineLoader>;
  if (query.isError || query.data === undefined)
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{loadFailed}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );
  return <>{children(query.data)}</>;
}

function SummaryCard({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <p className="text-4xl font-bold text-slate-900">{formatRating(summary.average)}</p>
      <div>
        <RatingStars rating={summary.average} label={t('reviews.average', { rating: formatRating(summary.average) })} />
        <p className="text-sm text-slate-600">{t('reviews.basedOn', { count: summary.count })}</p>
      </div>
    </Card>
  );
}

function ReviewCards({ reviews, mode }: { reviews: Review[]; mode: Tab }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t(mode === 'pending' ? 'reviews.owner.pendingList' : 'reviews.owner.approvedList')} className="flex flex-col gap-4">
      {reviews.map((review) => (
        <li key={review.id}>
          <Card className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{review.authorName}</h3>
              <time dateTime={review.createdAt} className="text-xs text-slate-500">
                {formatDate(new Date(review.createdAt))}
              </time>
            </div>
            <RatingStars rating={review.rating} size="sm" label={t('reviews.ratingLabel', { rating: review.rating })} />
            <p className="whitespace-pre-line text-slate-700">{review.text}</p>
            {mode === 'pending' ? <ApproveButton review={review} /> : <ReplyBox review={review} />}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function ApproveButton({ review }: { review: Review }) {
  const { t } = useTranslation();
  const approve = useApproveReview();
  const onApprove = async () => {
    try {
      await approve.mutateAsync(review.id);
      notify.success(reviewMessages.approved);
    } catch (error) {
      // The server refused (its reason below the title) or the call never got an answer.
      if (error instanceof ApiError && error.status !== null) notify.error(reviewMessages.approveFailed, { description: errorMessage(error) });
      else notify.error(reviewMessages.approveError);
    }
  };
  return (
    <Button size="sm" className="self-start" loading={approve.isPending} aria-label={t('reviews.owner.approveLabel', { name: review.authorName })} onClick={() => void onApprove()}>
      {t('reviews.owner.approve')}
    </Button>
  );
}

function ReplyBox({ review }: { review: Review }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const reply = useReplyToReview();
  const form = useForm<ReviewReplyForm>({ resolver: zodResolver(reviewReplyFormSchema), defaultValues: { reply: review.reply ?? '' } });
  const submit = async ({ reply: text }: ReviewReplyForm) => {
    try {
      await reply.mutateAsync({ reviewId: review.id, reply: text });
      notify.success(reviewMessages.replied);
      setOpen(false);
    } catch (error) {
      notify.error(t('reviews.owner.replyFailed'), { description: errorMessage(error) });
    }
  };
  if (!open)
    return (
      <div className="flex flex-col gap-2">
        {review.reply && (
          <div className="rounded-lg border-l-4 border-brand-500 bg-brand-50 px-4 py-3">
            <p className="text-xs font-semibold text-brand-800">{t('reviews.owner.yourReply')}</p>
            <p className="whitespace-pre-line text-sm text-slate-700">{review.reply}</p>
          </div>
        )}
        <Button variant="secondary" size="sm" className="self-start" aria-label={t(review.reply ? 'reviews.owner.editReplyLabel' : 'reviews.owner.replyLabel', { name: review.authorName })} onClick={() => setOpen(true)}>
          {t(review.reply ? 'reviews.owner.editReply' : 'reviews.owner.reply')}
        </Button>
      </div>
    );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => void submit(values))} className="flex flex-col gap-3">
      <TextArea
        label={t('reviews.owner.replyField', { name: review.authorName })}
        hint={t('reviews.owner.replyHint', { max: REVIEW_REPLY_MAX })}
        maxLength={REVIEW_REPLY_MAX}
        error={form.formState.errors.reply?.message}
        {...form.register('reply')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)} disabled={reply.isPending}>
          {t('reviews.form.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={reply.isPending}>
          {t('reviews.owner.sendReply')}
        </Button>
      </div>
    </form>
  );
}

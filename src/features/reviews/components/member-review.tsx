import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnReview, ReviewForm as ReviewFormValues } from '@contract/community/reviews';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api';
import { notify } from '@/lib/notify';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { RatingStars } from '@/components/ui/rating-stars';
import { InlineLoader } from '@/components/ui/spinner';
import { useMyReview } from '../api/my-review';
import { useSaveReview } from '../api/save-review';
import { ReviewForm } from './review-form';
import '../strings';

/** A signed-in member's review of a gym: why they cannot review yet, the form, or their review with its state and an edit. */
export function MemberReview({ gymId }: { gymId: string }) {
  const { t } = useTranslation();
  const mine = useMyReview(gymId, true);
  const save = useSaveReview(gymId);
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  if (mine.isPending) return <InlineLoader>{t('reviews.member.loading')}</InlineLoader>;
  if (mine.isError)
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('reviews.member.loadFailed')}</span>
        <Button variant="secondary" size="sm" onClick={() => void mine.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Alert>
    );

  const { visited, review } = mine.data;
  const submit = async (form: ReviewFormValues) => {
    setServerErrors({});
    try {
      const saved = await save.mutateAsync({ reviewId: review?.id ?? null, form });
      notify.success(saved.message);
      setEditing(false);
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.fields);
      notify.error(t('reviews.member.saveFailed'), { description: errorMessage(error) });
    }
  };

  if (review && !editing) return <OwnReviewCard review={review} onEdit={() => setEditing(true)} />;
  if (!review && !visited)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-slate-700">{t('reviews.member.noVisit')}</p>
        <ButtonLink to={`${paths.member.gymBookings}?gymId=${encodeURIComponent(gymId)}`} variant="secondary" size="sm" className="self-start">
          {t('reviews.member.book')}
        </ButtonLink>
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t(review ? 'reviews.member.editNote' : 'reviews.member.formNote')}</p>
      <ReviewForm
        review={review}
        busy={save.isPending}
        serverErrors={serverErrors}
        onSubmit={(form) => void submit(form)}
        onCancel={review ? () => setEditing(false) : undefined}
      />
    </div>
  );
}

function OwnReviewCard({ review, onEdit }: { review: OwnReview; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <RatingStars rating={review.rating} label={t('reviews.ratingLabel', { rating: review.rating })} />
        <span
          className={
            review.approved
              ? 'rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800'
              : 'rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900'
          }
        >
          {t(review.approved ? 'reviews.state.approved' : 'reviews.state.pending')}
        </span>
      </div>
      <p className="whitespace-pre-line text-slate-700">{review.text}</p>
      {!review.approved && <p className="text-sm text-slate-600">{t('reviews.member.pendingNote')}</p>}
      <Button variant="secondary" size="sm" className="self-start" onClick={onEdit}>
        {t('reviews.member.edit')}
      </Button>
    </article>
  );
}

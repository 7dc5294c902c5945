import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewFormSchema, type OwnReview, type ReviewForm as ReviewFormValues } from '@contract/community/reviews';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/field';
import { StarRatingInput } from './star-rating-input';

type ReviewFormProps = {
  review?: OwnReview | null | undefined;
  busy: boolean;
  serverErrors: Record<string, string>;
  onSubmit: (values: ReviewFormValues) => void;
  onCancel?: (() => void) | undefined;
};

/** Stars and words; the same limits as the server (contract/reviews.ts). */
export function ReviewForm({ review, busy, serverErrors, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useTranslation();
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: review ? { rating: review.rating, text: review.text } : { text: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => <StarRatingInput name={field.name} value={field.value} onChange={field.onChange} error={errors.rating?.message ?? serverErrors.rating} />}
      />
      <TextArea
        label={t('reviews.form.text')}
        hint={t('reviews.form.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
        maxLength={REVIEW_TEXT_MAX}
        error={errors.text?.message ?? serverErrors.text}
        {...form.register('text')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('reviews.form.cancel')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {review ? t('reviews.form.update') : t('reviews.form.submit')}
        </Button>
      </div>
    </form>
  );
}

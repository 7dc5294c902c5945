import { cn } from './cn';

/** Five stars filled to the rating; the label carries the number for screen readers. */
export function RatingStars({ rating, label, size = 'md' }: { rating: number; label: string; size?: 'sm' | 'md' }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span role="img" aria-label={label} className={cn('inline-flex text-amber-500', size === 'sm' ? 'text-sm' : 'text-lg')}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= rounded ? '' : star - 0.5 === rounded ? 'opacity-60' : 'text-slate-300'}>
          ★
        </span>
      ))}
    </span>
  );
}

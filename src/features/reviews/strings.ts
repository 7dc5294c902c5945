import strings from '@/features/reviews/locales/en/reviews.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// The review form and the owner's moderation screen: their strings load with them, not with the first page.
addLazyStrings('reviews', strings);

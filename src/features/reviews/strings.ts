import strings from '@/features/reviews/locales/en/reviews.json';
import { addLazyStrings } from '@/lib/i18n';

// The review form and the owner's moderation screen: their strings load with them, not with the first page.
addLazyStrings('reviews', strings, import.meta.glob('/src/features/reviews/locales/{hi,ta}/reviews.json', { import: 'default' }));

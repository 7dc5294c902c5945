import strings from '@/features/promos/locales/en/promos.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// The owner's promo codes only: these strings load with that section, not with the first page.
addLazyStrings('promos', strings);

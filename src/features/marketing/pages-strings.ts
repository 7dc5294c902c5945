import strings from '@/features/marketing/locales/en/marketing-pages.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// About and Features: their strings load with those pages, not with the home page.
addLazyStrings('marketing-pages', strings);

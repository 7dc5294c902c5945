import strings from '@/features/announcements/locales/en/announcements.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Owner screens and the member's feed: their strings load with them, not with the first page.
addLazyStrings('announcements', strings);

import strings from '@/features/announcements/locales/en/announcements.json';
import { addLazyStrings } from '@/lib/i18n';

// Owner screens and the member's feed: their strings load with them, not with the first page.
addLazyStrings('announcements', strings, import.meta.glob('/src/features/announcements/locales/{hi,ta}/announcements.json', { import: 'default' }));

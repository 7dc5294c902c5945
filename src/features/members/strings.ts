import strings from '@/features/members/locales/en/members.json';
import { addLazyStrings } from '@/lib/i18n';

// Owner screens only: their strings load with them, not with the first page.
addLazyStrings('members', strings, import.meta.glob('/src/features/members/locales/{hi,ta}/members.json', { import: 'default' }));

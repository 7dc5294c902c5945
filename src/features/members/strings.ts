import strings from '@/features/members/locales/en/members.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Owner screens only: their strings load with them, not with the first page.
addLazyStrings('members', strings);

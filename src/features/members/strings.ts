import strings from '@/locales/en/lazy/members.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Owner screens only: their strings load with them, not with the first page.
addLazyStrings('members', strings);

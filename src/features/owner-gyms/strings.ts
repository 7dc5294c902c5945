import strings from '@/features/owner-gyms/locales/en/owner-gyms.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Owner screens and registration only: their strings load with them, not with the first page.
addLazyStrings('owner-gyms', strings);

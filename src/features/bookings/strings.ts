import strings from '@/features/bookings/locales/en/bookings.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Member booking and payment screens only: their strings load with them, not with the first page.
addLazyStrings('bookings', strings);

import strings from '@/features/bookings/locales/en/bookings.json';
import { addLazyStrings } from '@/lib/i18n';

// Member booking and payment screens only: their strings load with them, not with the first page.
addLazyStrings('bookings', strings, import.meta.glob('/src/features/bookings/locales/{hi,ta}/bookings.json', { import: 'default' }));

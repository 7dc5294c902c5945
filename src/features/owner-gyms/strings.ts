import strings from '@/features/owner-gyms/locales/en/owner-gyms.json';
import { addLazyStrings } from '@/lib/i18n';

// Owner screens and registration only: their strings load with them, not with the first page.
addLazyStrings('owner-gyms', strings, import.meta.glob('/src/features/owner-gyms/locales/{hi,ta}/owner-gyms.json', { import: 'default' }));

import strings from '@/features/admin/locales/en/admin.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Only the platform team ever sees these screens: their strings load with the admin area.
addLazyStrings('admin', strings);

import strings from '@/features/admin/locales/en/admin.json';
import { addLazyStrings } from '@/lib/i18n';

// Only the platform team ever sees these screens: their strings load with the admin area.
addLazyStrings('admin', strings, import.meta.glob('/src/features/admin/locales/{hi,ta}/admin.json', { import: 'default' }));

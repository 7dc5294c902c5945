import strings from '@/features/dashboard/locales/en/dashboard.json';
import { addLazyStrings } from '@/lib/i18n';

// Signed-in dashboards only: their strings load with them, not with the first page.
addLazyStrings('dashboard', strings, import.meta.glob('/src/features/dashboard/locales/{hi,ta}/dashboard.json', { import: 'default' }));

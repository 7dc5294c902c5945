import strings from '@/features/dashboard/locales/en/dashboard.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Signed-in dashboards only: their strings load with them, not with the first page.
addLazyStrings('dashboard', strings);

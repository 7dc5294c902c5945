import strings from '@/features/promos/locales/en/promos.json';
import { addLazyStrings } from '@/lib/i18n';

// The owner's promo codes only: these strings load with that section, not with the first page.
addLazyStrings('promos', strings, import.meta.glob('/src/features/promos/locales/{hi,ta}/promos.json', { import: 'default' }));

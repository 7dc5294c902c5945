import strings from '@/features/marketing/locales/en/marketing-pages.json';
import { addLazyStrings } from '@/lib/i18n';

// About and Features: their strings load with those pages, not with the home page.
addLazyStrings('marketing-pages', strings, import.meta.glob('/src/features/marketing/locales/{hi,ta}/marketing-pages.json', { import: 'default' }));

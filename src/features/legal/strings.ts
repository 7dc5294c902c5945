import strings from '@/features/legal/locales/en/legal.json';
import { addLazyStrings } from '@/lib/i18n';

// Read from links, never on the first page: the policies load with their screen.
addLazyStrings('legal', strings, import.meta.glob('/src/features/legal/locales/{hi,ta}/legal.json', { import: 'default' }));

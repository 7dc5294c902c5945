import strings from '@/features/my-classes/locales/en/my-classes.json';
import { addLazyStrings } from '@/lib/i18n';

// /member/classes only: its strings load with it, not with the first page.
addLazyStrings('myClasses', strings, import.meta.glob('/src/features/my-classes/locales/{hi,ta}/my-classes.json', { import: 'default' }));

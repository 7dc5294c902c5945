import strings from '@/locales/en/lazy/area-screens.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Member and owner placeholder screens only: their texts load with them, not with the first page.
addLazyStrings('nav', strings);

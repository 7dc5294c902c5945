import strings from '@/features/my-classes/locales/en/my-classes.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// /member/classes only: its strings load with it, not with the first page.
addLazyStrings('myClasses', strings);

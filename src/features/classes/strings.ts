import strings from '@/features/classes/locales/en/classes.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// The owner's classes screen and the profile's timetable: their strings load with them, not with the first page.
addLazyStrings('classes', strings);

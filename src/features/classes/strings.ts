import strings from '@/features/classes/locales/en/classes.json';
import { addLazyStrings } from '@/lib/i18n';

// The owner's classes screen and the profile's timetable: their strings load with them, not with the first page.
addLazyStrings('classes', strings, import.meta.glob('/src/features/classes/locales/{hi,ta}/classes.json', { import: 'default' }));

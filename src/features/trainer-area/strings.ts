import strings from '@/features/trainer-area/locales/en/trainer-area.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// The trainer area only: its strings load with it, not with the first page.
addLazyStrings('trainerArea', strings);

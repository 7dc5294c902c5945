import strings from '@/features/trainers/locales/en/trainers.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Owner and registration screens only: their strings load with them, not with the first page.
addLazyStrings('trainers', strings);

import strings from '@/features/trainers/locales/en/trainers.json';
import { addLazyStrings } from '@/lib/i18n';

// Owner and registration screens only: their strings load with them, not with the first page.
addLazyStrings('trainers', strings, import.meta.glob('/src/features/trainers/locales/{hi,ta}/trainers.json', { import: 'default' }));

import strings from '@/features/trainer-area/locales/en/trainer-area.json';
import { addLazyStrings } from '@/lib/i18n';

// The trainer area only: its strings load with it, not with the first page.
addLazyStrings('trainerArea', strings, import.meta.glob('/src/features/trainer-area/locales/{hi,ta}/trainer-area.json', { import: 'default' }));

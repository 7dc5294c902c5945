import strings from '@/locales/en/shared/gym-photos.json';
import { addLazyStrings } from '@/lib/i18n';

// The owner's photo screens only: these strings load with them, not with the first page.
addLazyStrings('gymPhotos', strings, import.meta.glob('/src/locales/en/shared/gym-photos.json', { import: 'default' }));

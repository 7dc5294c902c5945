import strings from '@/locales/en/shared/gym-photos.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// The owner's photo screens only: these strings load with them, not with the first page.
addLazyStrings('gymPhotos', strings);

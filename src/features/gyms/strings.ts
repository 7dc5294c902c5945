import strings from '@/locales/en/lazy/gym-photos.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// The gallery's few words load with the gym profile, not with the first page.
addLazyStrings('gymPhotos', strings);

import pages from '@/features/gyms/locales/en/gym-pages.json';
import photos from '@/locales/en/shared/gym-photos.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// The profile, reviews, compare and gallery words load with those screens, not with the first page.
addLazyStrings('gymPhotos', photos);
addLazyStrings('gyms', pages);

import pages from '@/features/gyms/locales/en/gym-pages.json';
import photos from '@/locales/en/shared/gym-photos.json';
import { addLazyStrings } from '@/lib/i18n';

// The profile, reviews, compare and gallery words load with those screens, not with the first page.
addLazyStrings('gymPhotos', photos, import.meta.glob('/src/locales/en/shared/gym-photos.json', { import: 'default' }));
addLazyStrings('gyms', pages, import.meta.glob('/src/features/gyms/locales/{hi,ta}/gym-pages.json', { import: 'default' }));

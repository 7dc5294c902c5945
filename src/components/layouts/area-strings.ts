import strings from '@/components/layouts/locales/en/area-screens.json';
import { addLazyStrings } from '@/lib/i18n';

// The member and owner areas' navigation and offline texts load with those areas, not with the first page.
addLazyStrings('nav', strings, import.meta.glob('/src/components/layouts/locales/{hi,ta}/area-screens.json', { import: 'default' }));

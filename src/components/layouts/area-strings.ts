import strings from '@/components/layouts/locales/en/area-screens.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// The member and owner areas' navigation and offline texts load with those areas, not with the first page.
addLazyStrings('nav', strings);

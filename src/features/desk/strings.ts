import strings from '@/features/desk/locales/en/desk.json';
import { addLazyStrings } from '@/lib/i18n';

// The staff area's own words (issue 38); its other screens are the owner's, with theirs.
addLazyStrings('desk', strings, import.meta.glob('/src/features/desk/locales/{hi,ta}/desk.json', { import: 'default' }));

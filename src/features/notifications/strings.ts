import strings from '@/features/notifications/locales/en/notifications.json';
import { addLazyStrings } from '@/lib/i18n';

// The bell loads with the signed-in areas, the list with its screen: neither is on the first page.
addLazyStrings('notifications', strings, import.meta.glob('/src/features/notifications/locales/{hi,ta}/notifications.json', { import: 'default' }));

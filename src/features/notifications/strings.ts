import strings from '@/features/notifications/locales/en/notifications.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// The bell loads with the signed-in areas, the list with its screen: neither is on the first page.
addLazyStrings('notifications', strings);

import strings from '@/features/messages/locales/en/messages.json';
import { addLazyStrings } from '@/lib/i18n';

// The owner's delivery log loads with its screen, not with the first page.
addLazyStrings('messages', strings, import.meta.glob('/src/features/messages/locales/{hi,ta}/messages.json', { import: 'default' }));

import strings from '@/features/messages/locales/en/messages.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// The owner's delivery log loads with its screen, not with the first page.
addLazyStrings('messages', strings);

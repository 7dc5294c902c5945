import strings from '@/features/contact/locales/en/contact.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// The contact form's strings load with its page, not with the first page.
addLazyStrings('contact', strings);

import strings from '@/features/contact/locales/en/contact.json';
import { addLazyStrings } from '@/lib/i18n';

// The contact form's strings load with its page, not with the first page.
addLazyStrings('contact', strings, import.meta.glob('/src/features/contact/locales/{hi,ta}/contact.json', { import: 'default' }));

import strings from '@/features/auth/locales/en/auth.json';
import { addLazyStrings } from '@/lib/i18n';

// Sign-in and profile screens only: their strings load with them, not with the first page.
addLazyStrings('auth', strings, import.meta.glob('/src/features/auth/locales/{hi,ta}/auth.json', { import: 'default' }));

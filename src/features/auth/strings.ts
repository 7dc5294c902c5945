import strings from '@/features/auth/locales/en/auth.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Sign-in and profile screens only: their strings load with them, not with the first page.
addLazyStrings('auth', strings);

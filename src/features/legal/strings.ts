import strings from '@/features/legal/locales/en/legal.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Read from links, never on the first page: the policies load with their screen.
addLazyStrings('legal', strings);

import strings from '@/features/attendance/locales/en/attendance.json';
import { addLazyStrings } from '@/lib/lazy-strings';

// Scanner, QR and report screens only: their strings load with them, not with the first page.
addLazyStrings('attendance', strings);

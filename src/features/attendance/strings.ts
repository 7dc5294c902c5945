import strings from '@/features/attendance/locales/en/attendance.json';
import { addLazyStrings } from '@/lib/i18n';

// Scanner, QR and report screens only: their strings load with them, not with the first page.
addLazyStrings('attendance', strings, import.meta.glob('/src/features/attendance/locales/{hi,ta}/attendance.json', { import: 'default' }));

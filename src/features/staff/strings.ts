import strings from '@/features/staff/locales/en/owner-staff.json';
import { addLazyStrings } from '@/lib/i18n';

// The owner's staff screen only: its strings load with it, not with the first page.
addLazyStrings('ownerStaff', strings, import.meta.glob('/src/features/staff/locales/{hi,ta}/owner-staff.json', { import: 'default' }));

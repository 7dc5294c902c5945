// Calendar days as "YYYY-MM-DD" strings, read in the gym's zone so every visitor sees the gym's dates.
import { formatCalendarDay, formatCalendarDayLong, formatDate, formatDateTime } from '@/lib/format';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export { addDays, todayIn } from '@contract/calendar-days';

export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** "Tue, 24 Nov, 2026" */
export const formatDay = formatCalendarDayLong;
/** "24 Nov 2026" */
export const formatShortDay = formatCalendarDay;
/** An instant as the gym's clock shows it: "24 Nov, 5:00 am" */
export const formatInstant = (iso: string) => formatDateTime(new Date(iso));
/** An instant's calendar day in the gym's zone: "24 Nov 2026" */
export const formatInstantDay = (iso: string) => formatDate(new Date(iso));

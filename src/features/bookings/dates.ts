// Calendar days as "YYYY-MM-DD" strings, read in the gym's zone so every visitor sees the gym's dates.
import { todayIn } from '@contract/calendar';
import { formatCalendarDay, formatCalendarDayLong, formatDate, formatDateTime } from '@/lib/format';

export { addDays, todayIn, weekdayOf } from '@contract/calendar';

/** "Tue, 24 Nov, 2026" */
export const formatDay = formatCalendarDayLong;
/** "24 Nov 2026" */
export const formatShortDay = formatCalendarDay;
/** An instant as the gym's clock (`timeZone`) shows it: "24 Nov, 5:00 am" */
export const formatInstant = (iso: string, timeZone: string) => formatDateTime(new Date(iso), timeZone);
/** An instant's calendar day in the gym's zone: "24 Nov 2026" */
export const formatInstantDay = (iso: string, timeZone: string) => formatDate(new Date(iso), timeZone);
/** Today at the record's gym: a pass's days are that gym's days. */
export const todayAt = (record: { timeZone: string }) => todayIn(record.timeZone);

import { todayIn } from '@contract/calendar-days';
import { formatWeekdayDateTime, GYM_TIME_ZONE } from '@/lib/format';

// A session carries no zone: days and times are the gym's clock, not the device's.

/** YYYY-MM-DD on the gym's clock, `offset` days from `now`. */
export const gymDay = (now: number, offset = 0) => todayIn(GYM_TIME_ZONE, new Date(now + offset * 86_400_000));

/** "Sat, 28 Nov, 6:30 pm" on the gym's clock. */
export const formatSessionTime = (date: Date | number) => formatWeekdayDateTime(date);

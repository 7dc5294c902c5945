import { formatCalendarDay, formatDate, formatDateTime, GYM_TIME_ZONE } from '@/lib/format';
import { todayIn } from '@contract/calendar-days';

// The owner reads dates as the gym does.

/** "2026-11-25" (a calendar day, no zone) → "25 Nov 2026". */
export const formatDay = formatCalendarDay;
/** An instant → the gym's calendar day, "25 Nov 2026". */
export const formatInstantDay = (iso: string) => formatDate(new Date(iso));
/** An instant → "25 Nov, 6:30 pm" on the gym's clock. */
export const formatVisit = (iso: string) => formatDateTime(new Date(iso));
/** Today on the gym's calendar, "2026-11-25": a walk-in's default start. */
export const gymToday = (now = new Date()) => todayIn(GYM_TIME_ZONE, now);
/** An instant → "2026-11-25" on the gym's calendar (for files). */
export const isoDayOf = (iso: string) => todayIn(GYM_TIME_ZONE, new Date(iso));

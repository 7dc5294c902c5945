import { formatCalendarDay, formatDate, formatDateTime } from '@/lib/format';
import { todayIn } from '@contract/calendar';

// The owner reads dates as the gym does: on the clock of the chosen gym's timeZone.

/** "2026-11-25" (a calendar day, no zone) → "25 Nov 2026". */
export const formatDay = formatCalendarDay;
/** An instant → the gym's calendar day, "25 Nov 2026". */
export const formatInstantDay = (iso: string, timeZone: string) => formatDate(new Date(iso), timeZone);
/** An instant → "25 Nov, 6:30 pm" on the gym's clock. */
export const formatVisit = (iso: string, timeZone: string) => formatDateTime(new Date(iso), timeZone);
/** Today on the gym's calendar, "2026-11-25": a walk-in's default start. */
export const gymToday = (timeZone: string, now = new Date()) => todayIn(timeZone, now);
/** An instant → "2026-11-25" on the gym's calendar (for files). */
export const isoDayOf = (iso: string, timeZone: string) => todayIn(timeZone, new Date(iso));

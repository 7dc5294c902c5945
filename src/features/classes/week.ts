import { appLocale, formatTimeOfDay, zonedIn } from '@/lib/format';
import { addDays, dateFormat, todayIn } from '@contract/calendar';

// Days of a gym's week: the timetable speaks in YYYY-MM-DD days of the gym's zone (each session carries it).

const hhmm = zonedIn({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'en-GB');

/** The day of an instant (default: now) on the clock of `timeZone`, the gym's zone. */
export const dayOf = (timeZone: string, at: Date | string = new Date()): string => todayIn(timeZone, new Date(at));
export { addDays };
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));
/** "Mon, 30 Nov" */
export const formatDay = (day: string): string => dateFormat(appLocale(), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00Z`));
/** "06:30" on the gym's clock, for a time input */
export const timeOf = (at: string, timeZone: string): string => hhmm(new Date(at), timeZone);
/** "6:30 AM" in the gym's zone, as the gym's hours read */
export const formatTime = (at: string, timeZone: string): string => formatTimeOfDay(timeOf(at, timeZone));
/** A session's day and time on its gym's clock. */
export const sessionDay = (s: { startsAt: string; timeZone: string }) => dayOf(s.timeZone, s.startsAt);
export const sessionTime = (s: { startsAt: string; timeZone: string }) => formatTime(s.startsAt, s.timeZone);

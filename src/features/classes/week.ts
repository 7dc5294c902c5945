import { formatTimeOfDay } from '@/lib/format';
import { addDays } from '@contract/calendar-days';

// Days of a gym's week: the timetable speaks in YYYY-MM-DD days of the gym's zone (India has one, and no DST).
const ZONE = 'Asia/Kolkata';

const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const dayText = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The gym's day of an instant (default: now). */
export const dayOf = (at: Date | string = new Date()): string => dayKey.format(new Date(at));
export { addDays };
/** Monday of the week holding `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));
/** "Mon, 30 Nov" */
export const formatDay = (day: string): string => dayText.format(new Date(`${day}T00:00:00Z`));
/** "06:30", for a time input */
export const timeOf = (at: string): string => hhmm.format(new Date(at));
/** "6:30 AM" in the gym's zone, as the gym's hours read */
export const formatTime = (at: string): string => formatTimeOfDay(timeOf(at));

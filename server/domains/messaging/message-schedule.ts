// When messages fall due: reminder leads, quiet hours and the owner's 15-minute batches, on the gym's clock.
import { daysBetween } from '@contract/calendar';
import type { QuietHours } from '../../config';
import { addDays, instantOf, localNow } from '../../shared/gym-clock';

const MINUTE = 60_000;
/** owners hear of new bookings and cancellations at most once per window per gym */
export const OWNER_BATCH_MINUTES = 15;
/** a reminder inside quiet hours goes this long before they start, the evening before */
export const QUIET_EVE_MINUTES = 30;

export type ReminderTime = { leadMinutes: number; dueAt: Date };

const inQuiet = (minutes: number, q: QuietHours) => (q.start < q.end ? minutes >= q.start && minutes < q.end : minutes >= q.start || minutes < q.end);
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** An instant inside quiet hours moves to half an hour before they began (the evening before, for 21:00-08:00). */
export function outOfQuietHours(at: Date, timezone: string, quiet: QuietHours | null): Date {
  if (!quiet) return at;
  const local = localNow(at, timezone);
  if (!inQuiet(local.minutes, quiet)) return at;
  // Past midnight in a window that wraps: the window began the day before.
  const began = quiet.start > quiet.end && local.minutes < quiet.end ? addDays(local.date, -1) : local.date;
  const eve = Math.max(0, quiet.start - QUIET_EVE_MINUTES);
  return instantOf(began, hhmm(eve), timezone);
}

/** Marketing inside quiet hours waits for them to end (08:00 the next morning, for 21:00-08:00). */
export function afterQuietHours(at: Date, timezone: string, quiet: QuietHours | null): Date {
  if (!quiet) return at;
  const local = localNow(at, timezone);
  if (!inQuiet(local.minutes, quiet)) return at;
  // Before midnight in a window that wraps: it ends the next day.
  const ends = quiet.start > quiet.end && local.minutes >= quiet.start ? addDays(local.date, 1) : local.date;
  return instantOf(ends, hhmm(quiet.end), timezone);
}

/**
 * The reminders a booking gets: one per lead, moved out of quiet hours; none due at or before `now`
 * (the booking was made too late for it) and none twice at the same instant.
 */
export function reminderTimes(slotAt: Date, timezone: string, leads: number[], quiet: QuietHours | null, now: Date): ReminderTime[] {
  const seen = new Set<number>();
  const times: ReminderTime[] = [];
  for (const leadMinutes of leads) {
    const dueAt = outOfQuietHours(new Date(slotAt.getTime() - leadMinutes * MINUTE), timezone, quiet);
    if (dueAt.getTime() <= now.getTime() || seen.has(dueAt.getTime())) continue;
    seen.add(dueAt.getTime());
    times.push({ leadMinutes, dueAt });
  }
  return times;
}

/** The end of the owner's batch window `now` falls in (strictly after now): every zone's quarter hours meet UTC's. */
export function ownerWindowEnd(now: Date): Date {
  const size = OWNER_BATCH_MINUTES * MINUTE;
  return new Date((Math.floor(now.getTime() / size) + 1) * size);
}

/** Days before a pass's last day its holder hears it is ending. */
export const PASS_ENDING_DAYS = [7, 3, 1] as const;
/** the gym's clock time pass-ending notes go at (moved out of quiet hours if those cover it) */
export const PASS_ENDING_TIME = '10:00';

/** A pass's ending notes: only those shorter than the pass (a weekly pass hears 3 and 1 days before), none already past. */
export function passEndingTimes(startDate: string, endDate: string, timezone: string, quiet: QuietHours | null, now: Date): { daysLeft: number; dueAt: Date }[] {
  const passDays = daysBetween(startDate, endDate) + 1;
  return PASS_ENDING_DAYS.filter((daysLeft) => daysLeft < passDays)
    .map((daysLeft) => ({ daysLeft, dueAt: outOfQuietHours(instantOf(addDays(endDate, -daysLeft), PASS_ENDING_TIME, timezone), timezone, quiet) }))
    .filter(({ dueAt }) => dueAt.getTime() > now.getTime());
}

/** The instant a booked slot starts. */
export const slotStart = (startDate: string, slotTime: string, timezone: string): Date => instantOf(startDate, slotTime, timezone);

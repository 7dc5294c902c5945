// The one calendar, shared by the server, the app and the messages: days as "YYYY-MM-DD" on a zone's clock, day, week
// and month arithmetic, and the one cache of Intl formatters. Nothing else computes days from milliseconds.

/** The zone of a gym whose record names none (gyms.timezone's default): where the gyms are. */
export const DEFAULT_GYM_TIME_ZONE = 'Asia/Kolkata';

const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = made.get(key) as F | undefined;
  if (!format) made.set(key, (format = make()));
  return format;
}

/** A date formatter of this locale and options, made on first use and kept: making one costs tens of ms on a phone. */
export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** A number formatter of this locale and options, made on first use and kept. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** "2026-11-22" on a zone's clock. */
export const todayIn = (timeZone = DEFAULT_GYM_TIME_ZONE, at: Date = new Date()): string =>
  dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

// A calendar day is held as that date at UTC midnight: between two days there is no zone and no daylight saving.
const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** "2026-11-22" + n calendar days. */
export function addDays(day: string, days: number): string {
  const date = asUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / 86_400_000);

/** 0 for Sunday to 6 for Saturday. */
export const weekdayIndexOf = (day: string): number => asUtc(day).getUTCDay();

/** The days of the week by name, from Sunday (as a gym's weekly off names them). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** "2026-12-06" → "sunday". */
export const weekdayOf = (day: string): Weekday => WEEKDAYS[weekdayIndexOf(day)]!;

/** The Monday of the week holding `day`. */
export const mondayOf = (day: string): string => addDays(day, -((weekdayIndexOf(day) + 6) % 7));

/** The first day of the month `months` after the one holding `day`. */
export function addMonths(day: string, months: number): string {
  const date = asUtc(`${day.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return dayOf(date);
}

/** The last day of the month holding `day`. */
export const monthEndOf = (day: string): string => addDays(addMonths(day, 1), -1);

/** Whether "2026-02-30"-like text names a real calendar day. */
export const isCalendarDay = (day: string): boolean => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && dayOf(asUtc(day)) === day;

/** An instant that falls on `day` whatever the zone it is read in (noon UTC), for formatting a calendar day. */
export const noonOf = (day: string): Date => new Date(`${day}T12:00:00Z`);

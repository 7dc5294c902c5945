// Calendar days as "YYYY-MM-DD" strings, shared by the server and the app: one definition of "today" and day arithmetic.

/** The zone of a gym whose record names none (gyms.timezone's default): where the gyms are. */
export const DEFAULT_GYM_TIME_ZONE = 'Asia/Kolkata';

const DAY_MS = 86_400_000;
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-22" on a zone's clock; each zone's formatter is made once (making one costs tens of ms on a phone). */
export function todayIn(timeZone = DEFAULT_GYM_TIME_ZONE, at: Date = new Date()): string {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, format);
  }
  return format.format(at);
}

/** "2026-11-22" + n days (calendar days: no zone, no daylight saving). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

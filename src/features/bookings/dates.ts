import { formatter } from '@/lib/format';

// Calendar days as "YYYY-MM-DD" strings, read in the gym's zone (India) so every visitor sees the gym's dates.
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export const GYM_TIME_ZONE = 'Asia/Kolkata';

export function todayIn(timeZone = GYM_TIME_ZONE, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

export const addDays = (date: string, days: number) => new Date(utc(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);

export const weekdayOf = (date: string) => WEEKDAYS[utc(date).getUTCDay()]!;

const longDate = formatter(() => new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }));
const shortDate = formatter(() => new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }));
const dateTime = formatter(() => new Intl.DateTimeFormat('en-IN', { timeZone: GYM_TIME_ZONE, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }));

/** "Tue, 24 Nov 2026" */
export const formatDay = (date: string) => longDate(utc(date));
/** "24 Nov 2026" */
export const formatShortDay = (date: string) => shortDate(utc(date));
/** An instant as the gym's clock shows it: "24 Nov, 5:00 am" */
export const formatInstant = (iso: string) => dateTime(new Date(iso));
/** An instant's calendar day in the gym's zone: "24 Nov 2026" */
export const formatInstantDay = (iso: string) => formatShortDay(todayIn(GYM_TIME_ZONE, new Date(iso)));

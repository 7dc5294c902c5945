// Calendar arithmetic in a gym's own time zone (Asia/Kolkata by default), through Intl alone.
import { dateFormat, WEEKDAYS, type Weekday } from '@contract/calendar';

export { DEFAULT_GYM_TIME_ZONE } from '@contract/calendar';
/** The platform team's zone: their overview's "today" and the audit log's days are India's. */
export const PLATFORM_TIME_ZONE = 'Asia/Kolkata';

const formatterFor = (timeZone: string) =>
  dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The wall-clock date ("2026-11-22") and minute of the day at `instant` in `timeZone`. */
export function localNow(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export { addDays } from '@contract/calendar';

export { weekdayOf } from '@contract/calendar';
export const weekdayAfter = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 1) % 7]!;

/** Whole-hour slots from opening, the last one ending at closing ("24:00" closes a 24-hour gym). */
export function slotTimesOf(openingTime: string, closingTime: string): string[] {
  const open = minutesOf(openingTime);
  const close = minutesOf(closingTime);
  const slots: string[] = [];
  for (let start = open; start + 60 <= close; start += 60) slots.push(hhmm(start));
  return slots;
}

/** The instant a wall-clock time on `date` happens in `timeZone`. */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at that moment: how far its wall clock is from UTC (two passes settle DST edges).
  const offsetAt = (ms: number) => {
    const local = localNow(new Date(ms), timeZone);
    return Date.parse(`${local.date}T${hhmm(local.minutes)}:00Z`) - Math.floor(ms / 60_000) * 60_000;
  };
  const first = guess - offsetAt(guess);
  return new Date(guess - offsetAt(first));
}

/** Indian financial year (April–March) of a date: "2026-27". */
export function financialYearOf(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

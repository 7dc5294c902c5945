import { formatter } from '@/lib/format';

/** Every gym is in India today and the list carries no zone: its times are the gym's clock, not the device's. */
export const GYM_TIME_ZONE = 'Asia/Kolkata';

/** "Sat, 28 Nov, 6:30 pm" on the gym's clock. */
export const formatClassTime = formatter(
  () => new Intl.DateTimeFormat('en-IN', { timeZone: GYM_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
);

const endOf = (startsAt: string, durationMinutes: number) => Date.parse(startsAt) + durationMinutes * 60_000;

/** Still ahead or running: the upcoming list; ended: the past one. */
export const isUpcoming = (c: { startsAt: string; durationMinutes: number }, now: number) => endOf(c.startsAt, c.durationMinutes) > now;

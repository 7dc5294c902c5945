import { formatWeekdayDateTime } from '@/lib/format';

/** "Sat, 28 Nov, 6:30 pm" on the class's gym's clock, not the device's. */
export const formatClassTime = (c: { startsAt: string; timeZone: string }) => formatWeekdayDateTime(new Date(c.startsAt), c.timeZone);

const endOf = (startsAt: string, durationMinutes: number) => Date.parse(startsAt) + durationMinutes * 60_000;

/** Still ahead or running: the upcoming list; ended: the past one. */
export const isUpcoming = (c: { startsAt: string; durationMinutes: number }, now: number) => endOf(c.startsAt, c.durationMinutes) > now;

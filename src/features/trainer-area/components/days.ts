import { formatter } from '@/lib/format';

/** Every gym is in India today and a session carries no zone: days and times are the gym's clock, not the device's. */
export const GYM_TIME_ZONE = 'Asia/Kolkata';

const dayOf = formatter(() => new Intl.DateTimeFormat('en-CA', { timeZone: GYM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** YYYY-MM-DD on the gym's clock, `offset` days from `now`. */
export const gymDay = (now: number, offset = 0) => dayOf(new Date(now + offset * 86_400_000));

/** "Sat, 28 Nov, 6:30 pm" on the gym's clock. */
export const formatSessionTime = formatter(
  () => new Intl.DateTimeFormat('en-IN', { timeZone: GYM_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
);

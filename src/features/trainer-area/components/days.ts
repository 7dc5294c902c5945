import { addDays, todayIn } from '@contract/calendar';
import { DEFAULT_GYM_TIME_ZONE, formatWeekdayDateTime } from '@/lib/format';

// Days and times are each session's gym's clock (its timeZone), not the device's.
type Zoned = { startsAt: string; timeZone: string };

/** YYYY-MM-DD on the clock of `timeZone`, `offset` days from `now`. */
export const gymDay = (now: number, offset = 0, timeZone = DEFAULT_GYM_TIME_ZONE) => addDays(todayIn(timeZone, new Date(now)), offset);

/** The session's day on its gym's clock. */
export const sessionDay = (s: Zoned) => todayIn(s.timeZone, new Date(s.startsAt));

/** Where the session's day stands to `now`'s day at its gym: before (<0), today (0) or after (>0). */
export const dayFromToday = (s: Zoned, now: number) => sessionDay(s).localeCompare(gymDay(now, 0, s.timeZone));

/** "Sat, 28 Nov, 6:30 pm" on the session's gym's clock. */
export const formatSessionTime = (s: Zoned) => formatWeekdayDateTime(new Date(s.startsAt), s.timeZone);

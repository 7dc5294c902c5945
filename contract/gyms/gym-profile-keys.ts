// The query keys the gym profile reads its data under. The SPA's queries use them, and so does the server that sends the
// profile with that data inline (server/plugins/external/pages.ts), so the profile asks nothing as it starts.
import { addDays, mondayOf, todayIn } from '../calendar';
import { PAGE_SIZES } from '../constants';
import type { ReviewListQuery } from '../community/reviews';

export const gymDetailKey = (gymId: string) => ['gyms', 'detail', gymId] as const;

/** "How busy now" for one gym (src/features/gyms/api/gym-busy.ts). */
export const gymBusyKey = (gymId: string) => ['gyms', 'busy', gymId] as const;

/** A page of a gym's public reviews (src/features/gyms/api/list-reviews.ts). */
export const gymReviewsKey = (query: ReviewListQuery) => ['reviews', 'list', query] as const;

/** The page of reviews a profile opens on: the first, at the smallest page size. */
export const firstReviewsQuery = (gymId: string) => ({ gymId, page: 1, pageSize: PAGE_SIZES[0] }) satisfies ReviewListQuery;

/** A gym's class timetable from one day to another (src/features/classes/api/public.ts). */
export const classTimetableKey = (gymId: string, from: string, to: string) => ['classes', 'timetable', gymId, from, to] as const;

/** A gym's class rules, shown above its timetable. */
export const classRulesKey = (gymId: string) => ['classes', 'rules', gymId] as const;

/** Monday to Sunday, on the gym's calendar, of the week `weeksAhead` after the one holding `now`: the weeks the profile's timetable shows. */
export function timetableWeek(now: Date, timeZone: string, weeksAhead = 0): { from: string; to: string } {
  const monday = addDays(mondayOf(todayIn(timeZone, now)), weeksAhead * 7);
  return { from: monday, to: addDays(monday, 6) };
}

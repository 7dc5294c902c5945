import { createClassBooking } from './class-booking';
import { createClassClock } from './class-clock';
import type { ClassDeps } from './class-parts';
import { createClassRoster } from './class-roster';
import { createClassRules } from './class-rules';
import { createClassSeries } from './class-series';
import { createSessionChanges } from './class-sessions';

export { blockedUntil } from './class-rules';
export type { SeriesWrite } from './class-series';

/**
 * Classes as one service, assembled from its parts: the series (class-series), one session's changes (class-sessions),
 * booking and the waitlist (class-booking) under the gym's rules (class-rules), the roster (class-roster), and what the
 * clock settles (class-clock).
 */
export function createClassService(deps: ClassDeps) {
  const { settle } = createClassClock(deps);
  const { timetable, seriesOf, create, update, end } = createClassSeries(deps);
  const { rules, saveSettings } = createClassRules(deps);
  const { cancelSession, moveSession } = createSessionChanges(deps);
  const { book, mine, cancel } = createClassBooking(deps);
  const { teaching, roster, mark, waive } = createClassRoster(deps);
  return { timetable, rules, saveSettings, seriesOf, create, update, end, cancelSession, moveSession, book, mine, cancel, teaching, roster, mark, waive, settle };
}

export type ClassService = ReturnType<typeof createClassService>;

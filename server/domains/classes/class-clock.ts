import { and, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { CLASS_HORIZON_DAYS } from '@contract/classes/classes';
import { classSeries, classSessions } from '../../db/schema';
import { addDays, instantOf, localNow, weekdayOf } from '../../shared/gym-clock';
import type { Executor } from '../../shared/ownership';
import { EARLY_CHECK_IN_MINUTES, type ClassDeps, type GymRow } from './class-parts';

/** What changes with the clock alone: sessions written as their days come near, booked places settled once a session ends. */
export function createClassClock({ db, now }: Pick<ClassDeps, 'db' | 'now'>) {
  /**
   * Booked places of sessions that have ended become attended (seen at the gym) or missed: the state follows the clock.
   * Rows another request is settling are skipped (SKIP LOCKED), so concurrent calls never wait on or deadlock each other.
   */
  async function settle(ex: Executor = db): Promise<void> {
    const at = now().toISOString();
    await ex.execute(sql`
      with due as (
        select cb.id from class_bookings cb join class_sessions s on s.id = cb.session_id
        where cb.status = 'booked' and s.starts_at + s.duration_minutes * interval '1 minute' <= ${at}::timestamptz
        order by cb.id
        for update of cb skip locked
      )
      update class_bookings cb set
        status = case when exists (
          select 1 from attendance a
          where a.member_id = cb.member_id and a.gym_id = s.gym_id
            and a.check_in_at < s.starts_at + s.duration_minutes * interval '1 minute'
            and coalesce(a.check_out_at, 'infinity'::timestamptz) > s.starts_at - interval '${sql.raw(String(EARLY_CHECK_IN_MINUTES))} minutes'
        ) then 'attended' else 'missed' end,
        updated_at = ${at}::timestamptz
      from class_sessions s, due
      where cb.id = due.id and s.id = cb.session_id and cb.status = 'booked'`);
  }

  /** The sessions of the gym's live series on the days from..to that are not yet written (today up to the horizon). */
  async function materialise(ex: Executor, gym: GymRow, from: string, to: string, onlySeries?: string): Promise<void> {
    const today = localNow(now(), gym.timezone).date;
    const start = from > today ? from : today;
    const horizon = addDays(today, CLASS_HORIZON_DAYS);
    const end = to < horizon ? to : horizon;
    if (start > end) return;
    const where: SQL[] = [eq(classSeries.gymId, gym.id), isNull(classSeries.endedAt), lte(classSeries.startDate, end), or(isNull(classSeries.endDate), gte(classSeries.endDate, start))!];
    if (onlySeries) where.push(eq(classSeries.id, onlySeries));
    const series = await ex.select().from(classSeries).where(and(...where));
    const rows: (typeof classSessions.$inferInsert)[] = [];
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const weekday = weekdayOf(day);
      if (weekday === gym.weeklyOff) continue;
      for (const s of series) {
        if (!s.days.includes(weekday) || day < s.startDate || (s.endDate && day > s.endDate)) continue;
        rows.push({ seriesId: s.id, gymId: gym.id, occursOn: day, startsAt: instantOf(day, s.startTime, gym.timezone), durationMinutes: s.durationMinutes, trainerId: s.trainerId, capacity: s.capacity });
      }
    }
    if (rows.length > 0) await ex.insert(classSessions).values(rows).onConflictDoNothing();
  }

  return { settle, materialise };
}

import { and, asc, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import { CLASS_HORIZON_DAYS, classMessages, type ClassCategory, type ClassSeries, type ClassSession, type ClassWeekday } from '@contract/classes/classes';
import { classBookings, classSeries, classSessions, gyms } from '../../db/schema';
import { conflict, invalid, notFound } from '../../shared/refusals';
import { addDays, instantOf, localNow } from '../../shared/gym-clock';
import type { Executor } from '../../shared/ownership';
import { createClassBooking } from './class-booking';
import { createClassClock } from './class-clock';
import { activeGym, assertInsideHours, assertTrainer, gymColumns, ownedGym, selectSessions, toSession, type ClassDeps, type GymRow, type SessionRow } from './class-parts';
import { createSessionChanges } from './class-sessions';

type SeriesRow = typeof classSeries.$inferSelect;

export type SeriesWrite = {
  title: string;
  category: ClassCategory;
  trainerId?: string | null | undefined;
  capacity: number;
  durationMinutes: number;
  days: ClassWeekday[];
  startTime: string;
  startDate: string;
  endDate?: string | null | undefined;
};

/** The series' columns as the owner wrote them (no trainer and no end date stored as null). */
const seriesValues = (w: SeriesWrite) => ({
  title: w.title,
  category: w.category,
  trainerId: w.trainerId ?? null,
  capacity: w.capacity,
  durationMinutes: w.durationMinutes,
  days: w.days,
  startTime: w.startTime,
  startDate: w.startDate,
  endDate: w.endDate ?? null,
});

const toSeries = (s: SeriesRow): ClassSeries => ({
  id: s.id,
  gymId: s.gymId,
  title: s.title,
  category: s.category,
  trainerId: s.trainerId,
  capacity: s.capacity,
  durationMinutes: s.durationMinutes,
  days: s.days as ClassWeekday[],
  startTime: s.startTime,
  startDate: s.startDate,
  endDate: s.endDate,
  ended: s.endedAt !== null,
});

/** The owner's series, locked: another owner's (or a missing one) is not found. */
async function ownedSeries(tx: Executor, ownerId: string, seriesId: string): Promise<{ series: SeriesRow; gym: GymRow }> {
  const [row] = await tx
    .select({ series: classSeries, gym: gymColumns })
    .from(classSeries)
    .innerJoin(gyms, eq(gyms.id, classSeries.gymId))
    .where(and(eq(classSeries.id, seriesId), eq(gyms.ownerId, ownerId)))
    .for('update', { of: classSeries });
  if (!row) throw notFound(classMessages.classNotFound);
  return row;
}

const hasBookings = async (tx: Executor, sessionId: string) =>
  (await tx.select({ id: classBookings.id }).from(classBookings).where(eq(classBookings.sessionId, sessionId)).limit(1)).length > 0;

/** The weekly timetable: the series an owner publishes, and the sessions they make as members see them. */
export function createClassSeries(deps: ClassDeps) {
  const { db, now } = deps;
  const { materialise } = createClassClock(deps);
  const { promote } = createClassBooking(deps);
  const { cancelSessionRow } = createSessionChanges(deps);

  async function timetable({ gymId, from, to }: { gymId: string; from: string; to: string }): Promise<ClassSession[]> {
    const gym = await activeGym(db, gymId);
    await materialise(db, gym, from, to);
    const rows = await selectSessions(db)
      .where(and(eq(classSessions.gymId, gymId), gte(classSessions.startsAt, instantOf(from, '00:00', gym.timezone)), lte(classSessions.startsAt, instantOf(addDays(to, 1), '00:00', gym.timezone))))
      .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
    const dayEnd = instantOf(addDays(to, 1), '00:00', gym.timezone).getTime();
    return rows.filter((r) => r.session.startsAt.getTime() < dayEnd).map(toSession);
  }

  // ---- the owner's series ----

  async function seriesOf(ownerId: string, gymId: string): Promise<ClassSeries[]> {
    await ownedGym(db, ownerId, gymId);
    const rows = await db.select().from(classSeries).where(eq(classSeries.gymId, gymId)).orderBy(asc(classSeries.startTime), asc(classSeries.createdAt));
    return rows.map(toSeries);
  }

  async function create(ownerId: string, gymId: string, w: SeriesWrite): Promise<ClassSeries> {
    return db.transaction(async (tx) => {
      const gym = await ownedGym(tx, ownerId, gymId);
      const today = localNow(now(), gym.timezone).date;
      if (w.startDate < today) throw invalid(classMessages.startInPast, { startDate: classMessages.startInPast });
      assertInsideHours(gym, w.days, w.startTime, w.durationMinutes);
      await assertTrainer(tx, gym.id, w.trainerId);
      const at = now();
      const [row] = await tx
        .insert(classSeries)
        .values({ gymId, ...seriesValues(w), createdAt: at, updatedAt: at })
        .returning();
      await materialise(tx, gym, today, addDays(today, CLASS_HORIZON_DAYS), row!.id);
      return toSeries(row!);
    });
  }

  /** Sessions still ahead and running, locked in a fixed order (as booking locks them one by one). */
  const upcomingSessions = (tx: Executor, seriesId: string) =>
    tx
      .select()
      .from(classSessions)
      .where(and(eq(classSessions.seriesId, seriesId), gt(classSessions.startsAt, now()), isNull(classSessions.cancelledAt)))
      .orderBy(asc(classSessions.id))
      .for('update');

  /**
   * Upcoming sessions nobody has booked follow the new schedule (deleted and written again); those with members keep
   * their time and take the new trainer, capacity and duration (a capacity below their booked count is refused).
   */
  async function update(ownerId: string, seriesId: string, w: SeriesWrite): Promise<ClassSeries> {
    return db.transaction(async (tx) => {
      const { series, gym } = await ownedSeries(tx, ownerId, seriesId);
      if (series.endedAt) throw conflict(classMessages.seriesEnded);
      const today = localNow(now(), gym.timezone).date;
      if (w.startDate !== series.startDate && w.startDate < today) throw invalid(classMessages.startInPast, { startDate: classMessages.startInPast });
      assertInsideHours(gym, w.days, w.startTime, w.durationMinutes);
      await assertTrainer(tx, gym.id, w.trainerId);
      const upcoming = await upcomingSessions(tx, seriesId);
      if (upcoming.some((s) => s.booked > w.capacity)) throw conflict(classMessages.capacityBelowBooked);
      const at = now();
      const [row] = await tx
        .update(classSeries)
        .set({ ...seriesValues(w), updatedAt: at })
        .where(eq(classSeries.id, seriesId))
        .returning();
      await followSeries(tx, upcoming, w);
      await materialise(tx, gym, today, addDays(today, CLASS_HORIZON_DAYS), seriesId);
      return toSeries(row!);
    });
  }

  /** Upcoming sessions after an edit: empty ones go (written again from the series), booked ones take its trainer, capacity and duration. */
  async function followSeries(tx: Executor, upcoming: SessionRow[], w: SeriesWrite): Promise<void> {
    for (const s of upcoming) {
      if (!(await hasBookings(tx, s.id))) {
        await tx.delete(classSessions).where(eq(classSessions.id, s.id));
        continue;
      }
      await tx.update(classSessions).set({ trainerId: w.trainerId ?? null, capacity: w.capacity, durationMinutes: w.durationMinutes }).where(eq(classSessions.id, s.id));
      // More room: the waitlist moves up now.
      await promote(tx, s.id);
    }
  }

  /** No more sessions: upcoming ones nobody booked go, those with members are cancelled and their members told. */
  async function end(ownerId: string, seriesId: string): Promise<ClassSeries> {
    return db.transaction(async (tx) => {
      const { series, gym } = await ownedSeries(tx, ownerId, seriesId);
      if (series.endedAt) throw conflict(classMessages.seriesEnded);
      const at = now();
      const today = localNow(at, gym.timezone).date;
      // The last day it ran (never before its first: a series ended before it began keeps its start date).
      const lastDay = [series.endDate ?? today, today].sort()[0]!;
      const [row] = await tx
        .update(classSeries)
        .set({ endedAt: at, endDate: lastDay < series.startDate ? series.startDate : lastDay, updatedAt: at })
        .where(eq(classSeries.id, seriesId))
        .returning();
      for (const s of await upcomingSessions(tx, seriesId)) {
        if (await hasBookings(tx, s.id)) await cancelSessionRow(tx, s, gym, series.title, classMessages.seriesEnded);
        else await tx.delete(classSessions).where(eq(classSessions.id, s.id));
      }
      return toSeries(row!);
    });
  }

  return { timetable, seriesOf, create, update, end };
}

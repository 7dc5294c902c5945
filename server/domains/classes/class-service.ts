import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  blockedMessage,
  CLASS_HORIZON_DAYS,
  classMessages,
  MARK_WINDOW_HOURS,
  needPassMessage,
  NO_SHOW_BLOCK_DAYS,
  NO_SHOW_LIMIT_DEFAULT,
  NO_SHOW_WINDOW_DAYS,
  type ClassBooked,
  type ClassCategory,
  type ClassRules,
  type ClassSeries,
  type ClassSession,
  type ClassWeekday,
  type MyClass,
  type Roster,
  type TeachingSession,
} from '@contract/classes';
import { isRoundTheClock } from '@contract/owner-gyms';
import type { z } from 'zod';
import type { rosterEntrySchema } from '@contract/classes';
import type { Db } from '../../db/client';
import { attendance, bookings, classBookings, classSeries, classSessions, classSettings, gymPlans, gyms, trainers, users } from '../../db/schema';
import { Refusal, conflict, invalid, notFound } from '../../shared/refusals';
import { addDays, instantOf, localNow, minutesOf, weekdayAfter, weekdayOf } from '../../shared/gym-clock';
import { oncePerKey, type StoredAnswer } from '../../shared/idempotency';
import { writeClassNotices, type MessagePolicy } from '../messaging';
import type { ClassPayload } from '../messaging';
import type { Executor } from '../../shared/ownership';
import { notFrozenOn } from '../bookings';

type RosterEntry = z.infer<typeof rosterEntrySchema>;
type GymRow = Pick<typeof gyms.$inferSelect, 'id' | 'name' | 'ownerId' | 'timezone' | 'weeklyOff' | 'openingTime' | 'closingTime' | 'active'>;
type SeriesRow = typeof classSeries.$inferSelect;
type SessionRow = typeof classSessions.$inferSelect;
type ClassBookingRow = typeof classBookings.$inferSelect;

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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** a scan this long before the start counts as being there for the class */
const EARLY_CHECK_IN_MINUTES = 30;

const gymColumns = {
  id: gyms.id,
  name: gyms.name,
  ownerId: gyms.ownerId,
  timezone: gyms.timezone,
  weeklyOff: gyms.weeklyOff,
  openingTime: gyms.openingTime,
  closingTime: gyms.closingTime,
  active: gyms.active,
};

const endOf = (s: Pick<SessionRow, 'startsAt' | 'durationMinutes'>) => new Date(s.startsAt.getTime() + s.durationMinutes * MINUTE);
const sessionEndSql = sql`(${classSessions.startsAt} + ${classSessions.durationMinutes} * interval '1 minute')`;
const liveStatuses = ['booked', 'waitlisted'] as const;

/** Seen at the gym around the session: a check-in before it ended, not checked out before it began (less a little). */
const checkedInSql = sql<boolean>`exists (
  select 1 from ${attendance}
  where ${attendance.memberId} = ${classBookings.memberId} and ${attendance.gymId} = ${classSessions.gymId}
    and ${attendance.checkInAt} < ${sessionEndSql}
    and coalesce(${attendance.checkOutAt}, 'infinity'::timestamptz) > ${classSessions.startsAt} - interval '${sql.raw(String(EARLY_CHECK_IN_MINUTES))} minutes')`;
const positionSql = sql<number | null>`case when ${classBookings.status} = 'waitlisted' then (
  select count(*) from class_bookings w
  where w.session_id = ${classBookings.sessionId} and w.status = 'waitlisted' and w.queue_no <= ${classBookings.queueNo})::int end`;
const waitlistedSql = sql<number>`(select count(*) from class_bookings w where w.session_id = ${classSessions.id} and w.status = 'waitlisted')::int`;

// ---- reading -----------------------------------------------------------------------------------

const sessionColumns = {
  session: classSessions,
  title: classSeries.title,
  category: classSeries.category,
  trainerName: trainers.name,
  waitlisted: waitlistedSql,
  timeZone: gyms.timezone,
};
const selectSessions = (db: Executor) =>
  db
    .select(sessionColumns)
    .from(classSessions)
    .innerJoin(classSeries, eq(classSeries.id, classSessions.seriesId))
    .innerJoin(gyms, eq(gyms.id, classSessions.gymId))
    .leftJoin(trainers, eq(trainers.id, classSessions.trainerId));
type SessionView = { session: SessionRow; title: string; category: ClassCategory; trainerName: string | null; waitlisted: number; timeZone: string };

const toSession = ({ session: s, title, category, trainerName, waitlisted, timeZone }: SessionView): ClassSession => ({
  id: s.id,
  seriesId: s.seriesId,
  gymId: s.gymId,
  title,
  category,
  trainerId: s.trainerId,
  trainerName,
  startsAt: s.startsAt.toISOString(),
  timeZone,
  durationMinutes: s.durationMinutes,
  capacity: s.capacity,
  booked: s.booked,
  available: s.cancelledAt ? 0 : Math.max(0, s.capacity - s.booked),
  waitlisted: Number(waitlisted),
  cancelled: s.cancelledAt !== null,
  cancelReason: s.cancelReason,
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

async function sessionView(db: Executor, sessionId: string): Promise<ClassSession> {
  const [row] = await selectSessions(db).where(eq(classSessions.id, sessionId));
  if (!row) throw notFound(classMessages.sessionNotFound);
  return toSession(row);
}

const entryColumns = {
  booking: classBookings,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobile,
  checkedIn: checkedInSql,
  position: positionSql,
};
const selectEntries = (db: Executor) =>
  db.select(entryColumns).from(classBookings).innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId)).innerJoin(users, eq(users.id, classBookings.memberId));
type EntryRow = { booking: ClassBookingRow; firstName: string | null; lastName: string | null; mobile: string; checkedIn: boolean; position: number | null };
const toEntry = (r: EntryRow): RosterEntry => ({
  id: r.booking.id,
  memberId: r.booking.memberId,
  memberName: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.mobile,
  status: r.booking.status,
  ...(r.position !== null ? { position: Number(r.position) } : {}),
  lateCancel: r.booking.lateCancel,
  checkedIn: Boolean(r.checkedIn),
  waived: r.booking.waivedAt !== null,
});

// ---- rules -------------------------------------------------------------------------------------

/** Inside the gym's hours and not on its weekly off: refused as invalid naming the field otherwise. */
function assertInsideHours(gym: GymRow, days: readonly ClassWeekday[], startTime: string, durationMinutes: number): void {
  if (days.includes(gym.weeklyOff as ClassWeekday)) throw invalid(classMessages.onWeeklyOff, { days: classMessages.onWeeklyOff });
  const start = minutesOf(startTime);
  const end = start + durationMinutes;
  const fitsTheDay = start >= minutesOf(gym.openingTime) && end <= minutesOf(gym.closingTime);
  if (!fitsTheDay && !runsPastMidnightWhileOpen(gym, days))
    throw invalid(classMessages.outsideHours, { startTime: classMessages.outsideHours });
}

/** A round-the-clock gym is open at midnight: a late class may end the next morning, unless that day is its weekly off. */
function runsPastMidnightWhileOpen(gym: GymRow, days: readonly ClassWeekday[]): boolean {
  return isRoundTheClock(gym) && !days.some((d) => weekdayAfter(d) === gym.weeklyOff);
}

async function assertTrainer(db: Executor, gymId: string, trainerId: string | null | undefined): Promise<void> {
  if (!trainerId) return;
  const [t] = await db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.id, trainerId), eq(trainers.gymId, gymId), eq(trainers.status, 'accepted')));
  if (!t) throw invalid(classMessages.trainerInvalid, { trainerId: classMessages.trainerInvalid });
}

async function ownedGym(db: Executor, ownerId: string, gymId: string): Promise<GymRow> {
  const [gym] = await db.select(gymColumns).from(gyms).where(and(eq(gyms.id, gymId), eq(gyms.ownerId, ownerId)));
  if (!gym) throw notFound(classMessages.gymNotFound);
  return gym;
}

async function noShowLimitOf(db: Executor, gymId: string): Promise<number> {
  const [row] = await db.select({ limit: classSettings.noShowLimit }).from(classSettings).where(eq(classSettings.gymId, gymId));
  return row?.limit ?? NO_SHOW_LIMIT_DEFAULT;
}

/**
 * Until when class booking at the gym is paused for the member, or null: each no-show (at the session's end) or late
 * cancel (when made) that is the limit-th within 30 days pauses booking for 3 days from then. Waived ones do not count.
 */
export async function blockedUntil(db: Executor, { memberId, gymId, now, limit }: { memberId: string; gymId: string; now: Date; limit: number }): Promise<Date | null> {
  if (limit <= 0) return null;
  const since = new Date(now.getTime() - (NO_SHOW_WINDOW_DAYS + NO_SHOW_BLOCK_DAYS) * DAY);
  const rows = await db
    .select({ status: classBookings.status, lateCancel: classBookings.lateCancel, cancelledAt: classBookings.cancelledAt, startsAt: classSessions.startsAt, durationMinutes: classSessions.durationMinutes })
    .from(classBookings)
    .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
    .where(
      and(
        eq(classBookings.memberId, memberId),
        eq(classSessions.gymId, gymId),
        isNull(classBookings.waivedAt),
        or(eq(classBookings.status, 'missed'), eq(classBookings.lateCancel, true)),
        gte(classSessions.startsAt, new Date(since.getTime() - DAY)),
      ),
    );
  const times = rows
    .map((r) => (r.status === 'missed' ? endOf(r).getTime() : (r.cancelledAt?.getTime() ?? 0)))
    .filter((t) => t >= since.getTime() && t <= now.getTime())
    .sort((a, b) => a - b);
  let until: number | null = null;
  times.forEach((t, i) => {
    const inWindow = times.slice(0, i + 1).filter((u) => u > t - NO_SHOW_WINDOW_DAYS * DAY).length;
    if (inWindow >= limit) until = Math.max(until ?? 0, t + NO_SHOW_BLOCK_DAYS * DAY);
  });
  return until !== null && until > now.getTime() ? new Date(until) : null;
}

/** A confirmed (or completed) pass at the gym whose days include `day`; else a conflict naming the cheapest pass that would. */
async function assertPass(db: Executor, memberId: string, gymId: string, day: string): Promise<void> {
  const [pass] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.memberId, memberId), eq(bookings.gymId, gymId), inArray(bookings.status, ['confirmed', 'completed']), lte(bookings.startDate, day), gte(bookings.endDate, day), notFrozenOn(day)))
    .limit(1);
  if (pass) return;
  const [cheapest] = await db
    .select({ passType: gymPlans.passType })
    .from(gymPlans)
    .where(and(eq(gymPlans.gymId, gymId), eq(gymPlans.active, true)))
    .orderBy(asc(gymPlans.pricePaise))
    .limit(1);
  const passType = cheapest?.passType ?? null;
  throw new Refusal('conflict', needPassMessage(passType, day), { gymId, date: day, passType });
}

// ---- the service -------------------------------------------------------------------------------

type Deps = { db: Db; now: () => Date; messages: MessagePolicy; cancelHours: number; cutoffMinutes: number };

export function createClassService({ db, now, messages: policy, cancelHours, cutoffMinutes }: Deps) {
  const cutoffOf = (s: Pick<SessionRow, 'startsAt'>) => new Date(s.startsAt.getTime() - cutoffMinutes * MINUTE);

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

  async function activeGym(gymId: string): Promise<GymRow> {
    const [gym] = await db.select(gymColumns).from(gyms).where(and(eq(gyms.id, gymId), eq(gyms.active, true)));
    if (!gym) throw notFound(classMessages.gymNotFound);
    return gym;
  }

  async function timetable({ gymId, from, to }: { gymId: string; from: string; to: string }): Promise<ClassSession[]> {
    const gym = await activeGym(gymId);
    await materialise(db, gym, from, to);
    const rows = await selectSessions(db)
      .where(and(eq(classSessions.gymId, gymId), gte(classSessions.startsAt, instantOf(from, '00:00', gym.timezone)), lte(classSessions.startsAt, instantOf(addDays(to, 1), '00:00', gym.timezone))))
      .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
    const dayEnd = instantOf(addDays(to, 1), '00:00', gym.timezone).getTime();
    return rows.filter((r) => r.session.startsAt.getTime() < dayEnd).map(toSession);
  }

  async function rules(gymId: string): Promise<ClassRules> {
    await activeGym(gymId);
    return rulesOf(db, gymId);
  }

  const rulesOf = async (ex: Executor, gymId: string): Promise<ClassRules> => ({
    gymId,
    cancelHours,
    waitlistCutoffMinutes: cutoffMinutes,
    noShowLimit: await noShowLimitOf(ex, gymId),
    noShowWindowDays: NO_SHOW_WINDOW_DAYS,
    blockDays: NO_SHOW_BLOCK_DAYS,
  });

  async function saveSettings(ownerId: string, { gymId, noShowLimit }: { gymId: string; noShowLimit: number }): Promise<ClassRules> {
    await ownedGym(db, ownerId, gymId);
    const at = now();
    await db.insert(classSettings).values({ gymId, noShowLimit, updatedAt: at }).onConflictDoUpdate({ target: classSettings.gymId, set: { noShowLimit, updatedAt: at } });
    return rulesOf(db, gymId);
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
        .values({ gymId, title: w.title, category: w.category, trainerId: w.trainerId ?? null, capacity: w.capacity, durationMinutes: w.durationMinutes, days: w.days, startTime: w.startTime, startDate: w.startDate, endDate: w.endDate ?? null, createdAt: at, updatedAt: at })
        .returning();
      await materialise(tx, gym, today, addDays(today, CLASS_HORIZON_DAYS), row!.id);
      return toSeries(row!);
    });
  }

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

  /** Sessions still ahead and running, locked in a fixed order (as booking locks them one by one). */
  const upcomingSessions = (tx: Executor, seriesId: string) =>
    tx
      .select()
      .from(classSessions)
      .where(and(eq(classSessions.seriesId, seriesId), gt(classSessions.startsAt, now()), isNull(classSessions.cancelledAt)))
      .orderBy(asc(classSessions.id))
      .for('update');

  const hasBookings = async (tx: Executor, sessionId: string) =>
    (await tx.select({ id: classBookings.id }).from(classBookings).where(eq(classBookings.sessionId, sessionId)).limit(1)).length > 0;

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
        .set({ title: w.title, category: w.category, trainerId: w.trainerId ?? null, capacity: w.capacity, durationMinutes: w.durationMinutes, days: w.days, startTime: w.startTime, startDate: w.startDate, endDate: w.endDate ?? null, updatedAt: at })
        .where(eq(classSeries.id, seriesId))
        .returning();
      for (const s of upcoming) {
        if (!(await hasBookings(tx, s.id))) {
          await tx.delete(classSessions).where(eq(classSessions.id, s.id));
          continue;
        }
        await tx.update(classSessions).set({ trainerId: w.trainerId ?? null, capacity: w.capacity, durationMinutes: w.durationMinutes }).where(eq(classSessions.id, s.id));
        // More room: the waitlist moves up now.
        await promote(tx, s.id);
      }
      await materialise(tx, gym, today, addDays(today, CLASS_HORIZON_DAYS), seriesId);
      return toSeries(row!);
    });
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

  // ---- one session (owner) ----

  /** The session, locked, when `ownerId` owns its gym; not found otherwise. */
  async function ownedSession(tx: Executor, ownerId: string, sessionId: string) {
    const [row] = await tx
      .select({ session: classSessions, gym: gymColumns, title: classSeries.title })
      .from(classSessions)
      .innerJoin(gyms, eq(gyms.id, classSessions.gymId))
      .innerJoin(classSeries, eq(classSeries.id, classSessions.seriesId))
      .where(and(eq(classSessions.id, sessionId), eq(gyms.ownerId, ownerId)))
      .for('update', { of: classSessions });
    if (!row) throw notFound(classMessages.sessionNotFound);
    return row;
  }

  const payloadOf = (gym: GymRow, title: string, s: Pick<SessionRow, 'startsAt' | 'cancelReason'>): ClassPayload => ({
    gymName: gym.name,
    timezone: gym.timezone,
    title,
    startsAt: s.startsAt.toISOString(),
    reason: s.cancelReason,
  });

  async function cancelSessionRow(tx: Executor, s: SessionRow, gym: GymRow, title: string, reason: string): Promise<void> {
    const at = now();
    await tx.update(classSessions).set({ cancelledAt: at, cancelReason: reason, booked: 0 }).where(eq(classSessions.id, s.id));
    const released = await tx
      .update(classBookings)
      .set({ status: 'cancelled', cancelledBy: 'gym', cancelledAt: at, updatedAt: at })
      .where(and(eq(classBookings.sessionId, s.id), inArray(classBookings.status, [...liveStatuses])))
      .returning({ memberId: classBookings.memberId });
    await writeClassNotices(
      tx,
      { kind: 'class_cancelled', memberIds: released.map((r) => r.memberId), gymId: gym.id, payload: payloadOf(gym, title, { startsAt: s.startsAt, cancelReason: reason }), key: `class_cancelled:${s.id}` },
      policy,
      at,
    );
  }

  async function cancelSession(ownerId: string, sessionId: string, reason: string): Promise<ClassSession> {
    await db.transaction(async (tx) => {
      const { session, gym, title } = await ownedSession(tx, ownerId, sessionId);
      if (session.cancelledAt) throw conflict(classMessages.sessionCancelledAlready);
      if (session.startsAt.getTime() <= now().getTime()) throw conflict(classMessages.sessionStarted);
      await cancelSessionRow(tx, session, gym, title, reason);
    });
    return sessionView(db, sessionId);
  }

  async function moveSession(ownerId: string, body: { sessionId: string; date?: string | undefined; startTime?: string | undefined; trainerId?: string | null | undefined }): Promise<ClassSession> {
    await db.transaction(async (tx) => {
      const { session, gym, title } = await ownedSession(tx, ownerId, body.sessionId);
      const at = now();
      if (session.cancelledAt) throw conflict(classMessages.sessionCancelledAlready);
      if (session.startsAt.getTime() <= at.getTime()) throw conflict(classMessages.sessionStarted);
      const change: Partial<SessionRow> = {};
      if (body.trainerId !== undefined) {
        await assertTrainer(tx, gym.id, body.trainerId);
        change.trainerId = body.trainerId;
      }
      if (body.date && body.startTime) {
        assertInsideHours(gym, [weekdayOf(body.date)], body.startTime, session.durationMinutes);
        const startsAt = instantOf(body.date, body.startTime, gym.timezone);
        if (startsAt.getTime() <= at.getTime()) throw invalid(classMessages.moveInPast, { date: classMessages.moveInPast });
        if (startsAt.getTime() !== session.startsAt.getTime()) change.startsAt = startsAt;
      }
      if (Object.keys(change).length === 0) return;
      await tx.update(classSessions).set(change).where(eq(classSessions.id, session.id));
      if (!change.startsAt) return;
      const live = await tx
        .select({ memberId: classBookings.memberId })
        .from(classBookings)
        .where(and(eq(classBookings.sessionId, session.id), inArray(classBookings.status, [...liveStatuses])));
      const payload = { ...payloadOf(gym, title, { startsAt: change.startsAt, cancelReason: null }), previousStartsAt: session.startsAt.toISOString() };
      await writeClassNotices(tx, { kind: 'class_moved', memberIds: live.map((r) => r.memberId), gymId: gym.id, payload, key: `class_moved:${session.id}:${payload.startsAt}` }, policy, at);
    });
    return sessionView(db, body.sessionId);
  }

  // ---- members ----

  /** The session row locked for this transaction: every change of its places queues here. */
  async function lockSession(tx: Executor, sessionId: string) {
    const [row] = await tx
      .select({ session: classSessions, gym: gymColumns, title: classSeries.title })
      .from(classSessions)
      .innerJoin(gyms, eq(gyms.id, classSessions.gymId))
      .innerJoin(classSeries, eq(classSeries.id, classSessions.seriesId))
      .where(eq(classSessions.id, sessionId))
      .for('update', { of: classSessions });
    return row;
  }

  /**
   * Fills free places from the waitlist, first in line first, inside the caller's transaction (which holds the session
   * lock): each promoted member is told. Nobody moves up once the cutoff before the start has passed.
   */
  async function promote(tx: Executor, sessionId: string): Promise<void> {
    const row = await lockSession(tx, sessionId);
    if (!row) return;
    const { session, gym, title } = row;
    const at = now();
    if (session.cancelledAt || at.getTime() >= cutoffOf(session).getTime()) return;
    const free = session.capacity - session.booked;
    if (free <= 0) return;
    const next = await tx
      .select({ id: classBookings.id, memberId: classBookings.memberId })
      .from(classBookings)
      .where(and(eq(classBookings.sessionId, sessionId), eq(classBookings.status, 'waitlisted')))
      .orderBy(asc(classBookings.queueNo))
      .limit(free);
    if (next.length === 0) return;
    await tx
      .update(classBookings)
      .set({ status: 'booked', promotedAt: at, updatedAt: at })
      .where(and(inArray(classBookings.id, next.map((n) => n.id)), eq(classBookings.status, 'waitlisted')));
    await tx.update(classSessions).set({ booked: sql`${classSessions.booked} + ${next.length}` }).where(eq(classSessions.id, sessionId));
    for (const n of next)
      await writeClassNotices(tx, { kind: 'class_promoted', memberIds: [n.memberId], gymId: gym.id, payload: payloadOf(gym, title, session), key: `class_promoted:${n.id}` }, policy, at);
  }

  async function book(memberId: string, sessionId: string, key: string): Promise<StoredAnswer<ClassBooked>> {
    await settle();
    return oncePerKey<ClassBooked>(db, { userId: memberId, key, scope: 'classes.book', request: { sessionId } }, async (tx) => {
      const row = await lockSession(tx, sessionId);
      if (!row || !row.gym.active) throw notFound(classMessages.sessionNotFound);
      const { session, gym } = row;
      const at = now();
      if (session.cancelledAt) throw conflict(classMessages.sessionCancelledAlready);
      if (at.getTime() >= session.startsAt.getTime()) throw conflict(classMessages.sessionStarted);
      const [mine] = await tx
        .select({ id: classBookings.id })
        .from(classBookings)
        .where(and(eq(classBookings.sessionId, sessionId), eq(classBookings.memberId, memberId), inArray(classBookings.status, [...liveStatuses])));
      if (mine) throw conflict(classMessages.alreadyBooked);
      const until = await blockedUntil(tx, { memberId, gymId: gym.id, now: at, limit: await noShowLimitOf(tx, gym.id) });
      if (until) {
        const day = localNow(until, gym.timezone).date;
        throw new Refusal('conflict', blockedMessage(day), { gymId: gym.id, blockedUntil: until.toISOString() });
      }
      await assertPass(tx, memberId, gym.id, localNow(session.startsAt, gym.timezone).date);
      if (session.booked < session.capacity) {
        const [created] = await tx.insert(classBookings).values({ sessionId, memberId, status: 'booked', createdAt: at, updatedAt: at }).returning();
        await tx.update(classSessions).set({ booked: sql`${classSessions.booked} + 1` }).where(eq(classSessions.id, sessionId));
        return { statusCode: 201, message: classMessages.booked, data: { classBooking: { id: created!.id, sessionId, status: 'booked' } } };
      }
      if (at.getTime() >= cutoffOf(session).getTime()) throw conflict(classMessages.waitlistClosed);
      const queueNo = session.queueSeq + 1;
      await tx.update(classSessions).set({ queueSeq: queueNo }).where(eq(classSessions.id, sessionId));
      const [created] = await tx.insert(classBookings).values({ sessionId, memberId, status: 'waitlisted', queueNo, createdAt: at, updatedAt: at }).returning();
      const [{ position } = { position: 1 }] = await tx
        .select({ position: sql<number>`count(*)::int` })
        .from(classBookings)
        .where(and(eq(classBookings.sessionId, sessionId), eq(classBookings.status, 'waitlisted'), lte(classBookings.queueNo, queueNo)));
      return { statusCode: 201, message: classMessages.waitlisted, data: { classBooking: { id: created!.id, sessionId, status: 'waitlisted', position: Number(position) } } };
    });
  }

  const myColumns = {
    booking: classBookings,
    session: classSessions,
    title: classSeries.title,
    category: classSeries.category,
    gymName: gyms.name,
    timeZone: gyms.timezone,
    trainerName: trainers.name,
    position: positionSql,
  };
  const selectMine = (ex: Executor) =>
    ex
      .select(myColumns)
      .from(classBookings)
      .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
      .innerJoin(classSeries, eq(classSeries.id, classSessions.seriesId))
      .innerJoin(gyms, eq(gyms.id, classSessions.gymId))
      .leftJoin(trainers, eq(trainers.id, classSessions.trainerId));
  type MineRow = { booking: ClassBookingRow; session: SessionRow; title: string; category: ClassCategory; gymName: string; timeZone: string; trainerName: string | null; position: number | null };
  const toMine = (r: MineRow): MyClass => ({
    id: r.booking.id,
    sessionId: r.session.id,
    status: r.booking.status,
    ...(r.position !== null ? { position: Number(r.position) } : {}),
    lateCancel: r.booking.lateCancel,
    title: r.title,
    category: r.category,
    gymId: r.session.gymId,
    gymName: r.gymName,
    trainerName: r.trainerName,
    startsAt: r.session.startsAt.toISOString(),
    timeZone: r.timeZone,
    durationMinutes: r.session.durationMinutes,
    sessionCancelled: r.session.cancelledAt !== null,
    cancelReason: r.session.cancelReason,
  });

  /** The member's classes of the last 90 days and ahead, soonest first. */
  async function mine(memberId: string): Promise<MyClass[]> {
    await settle();
    const rows = await selectMine(db)
      .where(and(eq(classBookings.memberId, memberId), gte(classSessions.startsAt, new Date(now().getTime() - 90 * DAY))))
      .orderBy(asc(classSessions.startsAt), desc(classBookings.createdAt))
      .limit(300);
    return rows.map(toMine);
  }

  /** Until CLASS_CANCEL_HOURS before the start freely; later it is a late cancel. A booked place freed goes to the waitlist. */
  async function cancel(memberId: string, classBookingId: string): Promise<{ item: MyClass; late: boolean }> {
    await settle();
    const late = await db.transaction(async (tx) => {
      const [own] = await tx
        .select({ sessionId: classBookings.sessionId })
        .from(classBookings)
        .where(and(eq(classBookings.id, classBookingId), eq(classBookings.memberId, memberId)));
      if (!own) throw notFound(classMessages.bookingNotFound);
      const locked = await lockSession(tx, own.sessionId);
      const [b] = await tx.select().from(classBookings).where(eq(classBookings.id, classBookingId));
      if (!locked || !b) throw notFound(classMessages.bookingNotFound);
      const at = now();
      if (b.status !== 'booked' && b.status !== 'waitlisted') throw conflict(classMessages.cancelOnlyLive);
      if (at.getTime() >= locked.session.startsAt.getTime()) throw conflict(classMessages.sessionStarted);
      const isLate = b.status === 'booked' && at.getTime() > locked.session.startsAt.getTime() - cancelHours * HOUR;
      await tx.update(classBookings).set({ status: 'cancelled', cancelledBy: 'member', cancelledAt: at, lateCancel: isLate, updatedAt: at }).where(eq(classBookings.id, b.id));
      if (b.status === 'booked') {
        await tx.update(classSessions).set({ booked: sql`${classSessions.booked} - 1` }).where(eq(classSessions.id, b.sessionId));
        await promote(tx, b.sessionId);
      }
      return isLate;
    });
    const [row] = await selectMine(db).where(eq(classBookings.id, classBookingId));
    return { item: toMine(row!), late };
  }

  // ---- trainer and owner ----

  /** The session if `userId` owns its gym or is its trainer (an accepted trainer account); not found for anyone else. */
  async function runnableSession(ex: Executor, userId: string, sessionId: string) {
    const [row] = await ex
      .select({ session: classSessions, ownerId: gyms.ownerId, trainerUserId: trainers.userId, trainerStatus: trainers.status })
      .from(classSessions)
      .innerJoin(gyms, eq(gyms.id, classSessions.gymId))
      .leftJoin(trainers, eq(trainers.id, classSessions.trainerId))
      .where(eq(classSessions.id, sessionId));
    const allowed = row && (row.ownerId === userId || (row.trainerUserId === userId && row.trainerStatus === 'accepted'));
    if (!allowed) throw notFound(classMessages.sessionNotFound);
    return row.session;
  }

  /** The sessions the trainer teaches at gyms that accepted them, on the days from..to in each gym's zone. */
  async function teaching(userId: string, { from, to }: { from: string; to: string }): Promise<TeachingSession[]> {
    const mine = await db
      .select({ trainerId: trainers.id, gym: gymColumns })
      .from(trainers)
      .innerJoin(gyms, eq(gyms.id, trainers.gymId))
      .where(and(eq(trainers.userId, userId), eq(trainers.status, 'accepted')));
    if (mine.length === 0) return [];
    for (const { gym } of mine) await materialise(db, gym, from, to);
    const rows = await selectSessions(db)
      .where(
        and(
          inArray(classSessions.trainerId, mine.map((m) => m.trainerId)),
          gte(classSessions.startsAt, new Date(Date.parse(`${from}T00:00:00Z`) - DAY)),
          lte(classSessions.startsAt, new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY)),
        ),
      )
      .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
    const gymOf = new Map(mine.map((m) => [m.gym.id, m.gym]));
    return rows
      .filter((r) => {
        const day = localNow(r.session.startsAt, gymOf.get(r.session.gymId)!.timezone).date;
        return day >= from && day <= to;
      })
      .map((r) => ({ ...toSession(r), gymName: gymOf.get(r.session.gymId)!.name }));
  }

  async function roster(userId: string, sessionId: string): Promise<Roster> {
    await settle();
    await runnableSession(db, userId, sessionId);
    const rows = await selectEntries(db)
      .where(and(eq(classBookings.sessionId, sessionId), sql`${classBookings.status} <> 'cancelled' or ${classBookings.lateCancel}`))
      .orderBy(sql`case ${classBookings.status} when 'waitlisted' then 1 when 'cancelled' then 2 else 0 end`, asc(classBookings.queueNo), asc(classBookings.createdAt), asc(classBookings.id));
    return { session: await sessionView(db, sessionId), entries: rows.map(toEntry) };
  }

  async function entry(ex: Executor, classBookingId: string): Promise<RosterEntry> {
    const [row] = await selectEntries(ex).where(eq(classBookings.id, classBookingId));
    return toEntry(row!);
  }

  async function mark(userId: string, { classBookingId, attended }: { classBookingId: string; attended: boolean }): Promise<RosterEntry> {
    await settle();
    const [b] = await db.select().from(classBookings).where(eq(classBookings.id, classBookingId));
    if (!b) throw notFound(classMessages.bookingNotFound);
    const session = await runnableSession(db, userId, b.sessionId).catch(() => {
      throw notFound(classMessages.bookingNotFound);
    });
    const at = now().getTime();
    if (at < session.startsAt.getTime()) throw conflict(classMessages.markNotYet);
    if (at > endOf(session).getTime() + MARK_WINDOW_HOURS * HOUR) throw conflict(classMessages.markWindow);
    if (b.status !== 'booked' && b.status !== 'attended' && b.status !== 'missed') throw conflict(classMessages.markOnlyBooked);
    await db
      .update(classBookings)
      .set({ status: attended ? 'attended' : 'missed', markedAt: now(), updatedAt: now() })
      .where(and(eq(classBookings.id, b.id), inArray(classBookings.status, ['booked', 'attended', 'missed'])));
    return entry(db, b.id);
  }

  /** The owner forgives one no-show or late cancel: it stops counting towards the pause. */
  async function waive(ownerId: string, classBookingId: string): Promise<RosterEntry> {
    await settle();
    const [row] = await db
      .select({ booking: classBookings })
      .from(classBookings)
      .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
      .innerJoin(gyms, eq(gyms.id, classSessions.gymId))
      .where(and(eq(classBookings.id, classBookingId), eq(gyms.ownerId, ownerId)));
    if (!row) throw notFound(classMessages.bookingNotFound);
    const b = row.booking;
    if (b.waivedAt || !(b.status === 'missed' || b.lateCancel)) throw conflict(classMessages.waiveOnlyStrike);
    await db.update(classBookings).set({ waivedAt: now(), updatedAt: now() }).where(eq(classBookings.id, b.id));
    return entry(db, b.id);
  }

  return { timetable, rules, saveSettings, seriesOf, create, update, end, cancelSession, moveSession, book, mine, cancel, teaching, roster, mark, waive, settle };
}

export type ClassService = ReturnType<typeof createClassService>;

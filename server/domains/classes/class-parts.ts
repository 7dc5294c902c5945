import { and, eq, sql } from 'drizzle-orm';
import { classMessages, type ClassCategory, type ClassSession, type ClassWeekday } from '@contract/classes/classes';
import { isRoundTheClock } from '@contract/gyms/owner-gyms';
import type { Db } from '../../db/client';
import { classBookings, classSeries, classSessions, gyms, trainers } from '../../db/schema';
import { invalid, notFound } from '../../shared/refusals';
import { minutesOf, weekdayAfter } from '../../shared/gym-clock';
import type { ClassPayload, MessagePolicy } from '../messaging';
import type { Executor } from '../../shared/ownership';

// The pieces every part of the class service (series, sessions, booking, roster) reads with.

export type GymRow = Pick<typeof gyms.$inferSelect, 'id' | 'name' | 'ownerId' | 'timezone' | 'weeklyOff' | 'openingTime' | 'closingTime' | 'active'>;
export type SessionRow = typeof classSessions.$inferSelect;
export type ClassBookingRow = typeof classBookings.$inferSelect;

/** What the class service runs on: the app's database, clock and message policy, and the cancel and waitlist windows. */
export type ClassDeps = { db: Db; now: () => Date; messages: MessagePolicy; cancelHours: number; cutoffMinutes: number };

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** a scan this long before the start counts as being there for the class */
export const EARLY_CHECK_IN_MINUTES = 30;

export const gymColumns = {
  id: gyms.id,
  name: gyms.name,
  ownerId: gyms.ownerId,
  timezone: gyms.timezone,
  weeklyOff: gyms.weeklyOff,
  openingTime: gyms.openingTime,
  closingTime: gyms.closingTime,
  active: gyms.active,
};

export const endOf = (s: Pick<SessionRow, 'startsAt' | 'durationMinutes'>) => new Date(s.startsAt.getTime() + s.durationMinutes * MINUTE);
export const liveStatuses = ['booked', 'waitlisted'] as const;

export const positionSql = sql<number | null>`case when ${classBookings.status} = 'waitlisted' then (
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
export const selectSessions = (db: Executor) =>
  db
    .select(sessionColumns)
    .from(classSessions)
    .innerJoin(classSeries, eq(classSeries.id, classSessions.seriesId))
    .innerJoin(gyms, eq(gyms.id, classSessions.gymId))
    .leftJoin(trainers, eq(trainers.id, classSessions.trainerId));
type SessionView = { session: SessionRow; title: string; category: ClassCategory; trainerName: string | null; waitlisted: number; timeZone: string };

export const toSession = ({ session: s, title, category, trainerName, waitlisted, timeZone }: SessionView): ClassSession => ({
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

export async function sessionView(db: Executor, sessionId: string): Promise<ClassSession> {
  const [row] = await selectSessions(db).where(eq(classSessions.id, sessionId));
  if (!row) throw notFound(classMessages.sessionNotFound);
  return toSession(row);
}

/** What a class notice says of the session: the gym, the class and its time (and why, when cancelled). */
export const payloadOf = (gym: GymRow, title: string, s: Pick<SessionRow, 'startsAt' | 'cancelReason'>): ClassPayload => ({
  gymName: gym.name,
  timezone: gym.timezone,
  title,
  startsAt: s.startsAt.toISOString(),
  reason: s.cancelReason,
});

// ---- rules -------------------------------------------------------------------------------------

/** Inside the gym's hours and not on its weekly off: refused as invalid naming the field otherwise. */
export function assertInsideHours(gym: GymRow, days: readonly ClassWeekday[], startTime: string, durationMinutes: number): void {
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

export async function assertTrainer(db: Executor, gymId: string, trainerId: string | null | undefined): Promise<void> {
  if (!trainerId) return;
  const [t] = await db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.id, trainerId), eq(trainers.gymId, gymId), eq(trainers.status, 'accepted')));
  if (!t) throw invalid(classMessages.trainerInvalid, { trainerId: classMessages.trainerInvalid });
}

export async function ownedGym(db: Executor, ownerId: string, gymId: string): Promise<GymRow> {
  const [gym] = await db.select(gymColumns).from(gyms).where(and(eq(gyms.id, gymId), eq(gyms.ownerId, ownerId)));
  if (!gym) throw notFound(classMessages.gymNotFound);
  return gym;
}

export async function activeGym(db: Executor, gymId: string): Promise<GymRow> {
  const [gym] = await db.select(gymColumns).from(gyms).where(and(eq(gyms.id, gymId), eq(gyms.active, true)));
  if (!gym) throw notFound(classMessages.gymNotFound);
  return gym;
}

import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { blockedMessage, classMessages, type ClassBooked, type ClassCategory, type MyClass } from '@contract/classes/classes';
import { classBookings, classSeries, classSessions, gyms, trainers } from '../../db/schema';
import { Refusal, conflict, notFound } from '../../shared/refusals';
import { localNow } from '../../shared/gym-clock';
import { oncePerKey, type StoredAnswer } from '../../shared/idempotency';
import { writeClassNotices, writeTrainerNotice } from '../messaging';
import type { Executor } from '../../shared/ownership';
import { createClassClock } from './class-clock';
import { DAY, gymColumns, HOUR, liveStatuses, MINUTE, payloadOf, positionSql, type ClassBookingRow, type ClassDeps, type SessionRow } from './class-parts';
import { assertPass, blockedUntil, noShowLimitOf } from './class-rules';

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

type LockedSession = NonNullable<Awaited<ReturnType<typeof lockSession>>>;

/** Refused unless the member may take a place: the session ahead and running, no live place of theirs, booking not paused, a pass for its day. */
async function assertMayBook(tx: Executor, memberId: string, { session, gym }: LockedSession, at: Date): Promise<void> {
  if (session.cancelledAt) throw conflict(classMessages.sessionCancelledAlready);
  if (at.getTime() >= session.startsAt.getTime()) throw conflict(classMessages.sessionStarted);
  const [mine] = await tx
    .select({ id: classBookings.id })
    .from(classBookings)
    .where(and(eq(classBookings.sessionId, session.id), eq(classBookings.memberId, memberId), inArray(classBookings.status, [...liveStatuses])));
  if (mine) throw conflict(classMessages.alreadyBooked);
  const until = await blockedUntil(tx, { memberId, gymId: gym.id, now: at, limit: await noShowLimitOf(tx, gym.id) });
  if (until) {
    const day = localNow(until, gym.timezone).date;
    throw new Refusal('conflict', blockedMessage(day), { gymId: gym.id, blockedUntil: until.toISOString() });
  }
  await assertPass(tx, memberId, gym.id, localNow(session.startsAt, gym.timezone).date);
}

async function bookPlace(tx: Executor, memberId: string, session: SessionRow, at: Date): Promise<StoredAnswer<ClassBooked>> {
  const sessionId = session.id;
  const [created] = await tx.insert(classBookings).values({ sessionId, memberId, status: 'booked', createdAt: at, updatedAt: at }).returning();
  await tx.update(classSessions).set({ booked: sql`${classSessions.booked} + 1` }).where(eq(classSessions.id, sessionId));
  return { created: true, message: classMessages.booked, data: { classBooking: { id: created!.id, sessionId, status: 'booked' } } };
}

/** The next number in the session's queue, answered with the member's place in line. */
async function joinWaitlist(tx: Executor, memberId: string, session: SessionRow, at: Date): Promise<StoredAnswer<ClassBooked>> {
  const sessionId = session.id;
  const queueNo = session.queueSeq + 1;
  await tx.update(classSessions).set({ queueSeq: queueNo }).where(eq(classSessions.id, sessionId));
  const [created] = await tx.insert(classBookings).values({ sessionId, memberId, status: 'waitlisted', queueNo, createdAt: at, updatedAt: at }).returning();
  const [{ position } = { position: 1 }] = await tx
    .select({ position: sql<number>`count(*)::int` })
    .from(classBookings)
    .where(and(eq(classBookings.sessionId, sessionId), eq(classBookings.status, 'waitlisted'), lte(classBookings.queueNo, queueNo)));
  return { created: true, message: classMessages.waitlisted, data: { classBooking: { id: created!.id, sessionId, status: 'waitlisted', position: Number(position) } } };
}

/** A member's places in classes: booking one (or a place on its waitlist), the waitlist moving up, cancelling in or past the window. */
export function createClassBooking(deps: ClassDeps) {
  const { db, now, messages: policy, cancelHours, cutoffMinutes } = deps;
  const { settle } = createClassClock(deps);
  const cutoffOf = (s: Pick<SessionRow, 'startsAt'>) => new Date(s.startsAt.getTime() - cutoffMinutes * MINUTE);

  /** The trainer hears, once a session, when its last place is taken (`added` places just now). */
  async function tellIfFull(tx: Executor, { session, gym, title }: LockedSession, added: number, at: Date): Promise<void> {
    if (session.booked + added < session.capacity) return;
    const payload = { ...payloadOf(gym, title, session), capacity: session.capacity };
    await writeTrainerNotice(tx, { kind: 'class_full', trainerId: session.trainerId, gymId: gym.id, payload, key: `class_full:${session.id}` }, policy, at);
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
    await tellIfFull(tx, row, next.length, at);
  }

  async function book(memberId: string, sessionId: string, key: string): Promise<StoredAnswer<ClassBooked>> {
    await settle();
    return oncePerKey<ClassBooked>(db, { userId: memberId, key, scope: 'classes.book', request: { sessionId } }, async (tx) => {
      const row = await lockSession(tx, sessionId);
      if (!row || !row.gym.active) throw notFound(classMessages.sessionNotFound);
      const at = now();
      await assertMayBook(tx, memberId, row, at);
      const { session } = row;
      if (session.booked < session.capacity) {
        await tellIfFull(tx, row, 1, at);
        return bookPlace(tx, memberId, session, at);
      }
      if (at.getTime() >= cutoffOf(session).getTime()) throw conflict(classMessages.waitlistClosed);
      return joinWaitlist(tx, memberId, session, at);
    });
  }

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

  return { promote, book, mine, cancel };
}

import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { classMessages, MARK_WINDOW_HOURS, type Roster, type TeachingSession, type rosterEntrySchema } from '@contract/classes/classes';
import type { z } from 'zod';
import { attendance, classBookings, classSessions, gyms, trainers, users } from '../../db/schema';
import { conflict, notFound } from '../../shared/refusals';
import { localNow } from '../../shared/gym-clock';
import type { Executor } from '../../shared/ownership';
import { createClassClock } from './class-clock';
import { logDeskAction, recordedColumns, type DeskActor } from '../../shared/desk-actor';
import { DAY, EARLY_CHECK_IN_MINUTES, endOf, gymColumns, HOUR, positionSql, selectSessions, sessionView, toSession, type ClassBookingRow, type ClassDeps } from './class-parts';

type RosterEntry = z.infer<typeof rosterEntrySchema>;

const sessionEndSql = sql`(${classSessions.startsAt} + ${classSessions.durationMinutes} * interval '1 minute')`;
/** Seen at the gym around the session: a check-in before it ended, not checked out before it began (less a little). */
const checkedInSql = sql<boolean>`exists (
  select 1 from ${attendance}
  where ${attendance.memberId} = ${classBookings.memberId} and ${attendance.gymId} = ${classSessions.gymId}
    and ${attendance.checkInAt} < ${sessionEndSql}
    and coalesce(${attendance.checkOutAt}, 'infinity'::timestamptz) > ${classSessions.startsAt} - interval '${sql.raw(String(EARLY_CHECK_IN_MINUTES))} minutes')`;

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

async function entry(ex: Executor, classBookingId: string): Promise<RosterEntry> {
  const [row] = await selectEntries(ex).where(eq(classBookings.id, classBookingId));
  return toEntry(row!);
}

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

/** The trainer's and the owner's side of a session: what a trainer teaches, who is on the roster, attendance marked and strikes waived. */
export function createClassRoster(deps: ClassDeps) {
  const { db, now } = deps;
  const { settle, materialise } = createClassClock(deps);

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

  async function mark(userId: string, { classBookingId, attended }: { classBookingId: string; attended: boolean }, actor?: DeskActor): Promise<RosterEntry> {
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
    await db.transaction(async (tx) => {
      await tx
        .update(classBookings)
        .set({ status: attended ? 'attended' : 'missed', markedAt: now(), updatedAt: now(), ...recordedColumns(actor) })
        .where(and(eq(classBookings.id, b.id), inArray(classBookings.status, ['booked', 'attended', 'missed'])));
      await logDeskAction(tx, actor, { gymId: session.gymId, kind: 'class_mark', at: now() });
    });
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

  return { teaching, roster, mark, waive };
}

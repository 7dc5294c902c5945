import { and, eq, inArray } from 'drizzle-orm';
import { classMessages, type ClassSession } from '@contract/classes/classes';
import { classBookings, classSeries, classSessions, gyms } from '../../db/schema';
import { conflict, invalid, notFound } from '../../shared/refusals';
import { instantOf, weekdayOf } from '../../shared/gym-clock';
import { writeClassNotices, writeTrainerNotice } from '../messaging';
import type { Executor } from '../../shared/ownership';
import { assertInsideHours, assertTrainer, gymColumns, liveStatuses, payloadOf, sessionView, type ClassDeps, type GymRow, type SessionRow } from './class-parts';

type SessionMove = { sessionId: string; date?: string | undefined; startTime?: string | undefined; trainerId?: string | null | undefined };

/** What a move changes: the trainer (an accepted one of the gym) and the time (inside the gym's hours, still ahead). */
async function changeOf(tx: Executor, gym: GymRow, session: SessionRow, body: SessionMove, at: Date): Promise<Partial<SessionRow>> {
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
  return change;
}

/** One session (one occurrence of a series) as its owner changes it: cancelled, or moved to another time or trainer. */
export function createSessionChanges({ db, now, messages: policy }: ClassDeps) {
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

  /** `tellTrainer`: a single session cancelled; a whole series ending leaves its trainer's list to say so (one word per session would be a text per week). */
  async function cancelSessionRow(tx: Executor, s: SessionRow, gym: GymRow, title: string, reason: string, { tellTrainer = false } = {}): Promise<void> {
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
    if (tellTrainer) {
      const payload = payloadOf(gym, title, { startsAt: s.startsAt, cancelReason: reason });
      await writeTrainerNotice(tx, { kind: 'trainer_class_cancelled', trainerId: s.trainerId, gymId: gym.id, payload, key: `trainer_class_cancelled:${s.id}` }, policy, at);
    }
  }

  async function cancelSession(ownerId: string, sessionId: string, reason: string): Promise<ClassSession> {
    await db.transaction(async (tx) => {
      const { session, gym, title } = await ownedSession(tx, ownerId, sessionId);
      if (session.cancelledAt) throw conflict(classMessages.sessionCancelledAlready);
      if (session.startsAt.getTime() <= now().getTime()) throw conflict(classMessages.sessionStarted);
      await cancelSessionRow(tx, session, gym, title, reason, { tellTrainer: true });
    });
    return sessionView(db, sessionId);
  }

  async function moveSession(ownerId: string, body: SessionMove): Promise<ClassSession> {
    await db.transaction(async (tx) => {
      const { session, gym, title } = await ownedSession(tx, ownerId, body.sessionId);
      const at = now();
      if (session.cancelledAt) throw conflict(classMessages.sessionCancelledAlready);
      if (session.startsAt.getTime() <= at.getTime()) throw conflict(classMessages.sessionStarted);
      const change = await changeOf(tx, gym, session, body, at);
      if (Object.keys(change).length === 0) return;
      await tx.update(classSessions).set(change).where(eq(classSessions.id, session.id));
      if (change.startsAt) await tellMoved(tx, { gym, title, session, startsAt: change.startsAt, at });
      await tellTrainers(tx, { gym, title, session, change, at });
    });
    return sessionView(db, body.sessionId);
  }

  /** Members with a live place hear of the new time (one notice per time it moves to). */
  async function tellMoved(tx: Executor, { gym, title, session, startsAt, at }: { gym: GymRow; title: string; session: SessionRow; startsAt: Date; at: Date }): Promise<void> {
    const live = await tx
      .select({ memberId: classBookings.memberId })
      .from(classBookings)
      .where(and(eq(classBookings.sessionId, session.id), inArray(classBookings.status, [...liveStatuses])));
    const payload = { ...payloadOf(gym, title, { startsAt, cancelReason: null }), previousStartsAt: session.startsAt.toISOString() };
    await writeClassNotices(tx, { kind: 'class_moved', memberIds: live.map((r) => r.memberId), gymId: gym.id, payload, key: `class_moved:${session.id}:${payload.startsAt}` }, policy, at);
  }

  /** The trainers a move concerns: one handed the session hears it is theirs, one relieved of it hears so, one kept hears a new time. */
  async function tellTrainers(tx: Executor, { gym, title, session, change, at }: { gym: GymRow; title: string; session: SessionRow; change: Partial<SessionRow>; at: Date }) {
    const startsAt = change.startsAt ?? session.startsAt;
    const payload = { ...payloadOf(gym, title, { startsAt, cancelReason: null }), previousStartsAt: change.startsAt ? session.startsAt.toISOString() : undefined };
    // Written only when something changed, so the instant names the change (a handover and back is heard both times).
    const key = `trainer_class_moved:${session.id}:${at.toISOString()}`;
    const tell = (trainerId: string | null, kind: 'time' | 'assigned' | 'unassigned') =>
      writeTrainerNotice(tx, { kind: 'trainer_class_moved', trainerId, gymId: gym.id, payload: { ...payload, change: kind }, key: `${key}:${kind}` }, policy, at);
    const handedOver = change.trainerId !== undefined && change.trainerId !== session.trainerId;
    if (!handedOver) return change.startsAt ? tell(session.trainerId, 'time') : undefined;
    await tell(session.trainerId, 'unassigned');
    await tell(change.trainerId ?? null, 'assigned');
  }

  return { cancelSessionRow, cancelSession, moveSession };
}

import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { normaliseMobile } from '@contract/common';
import { STAFF_SIGN_IN_PATH, staffMessages, type StaffAuditRow, type StaffInviteBody, type StaffMember, type StaffPlace, type StaffRole } from '@contract/gyms/staff';
import type { Db } from '../../db/client';
import { deskActions, gymStaff, gyms, sessions, users } from '../../db/schema';
import { addDays, instantOf, localNow } from '../../shared/gym-clock';
import { requireOwnedGym, type Executor } from '../../shared/ownership';
import { conflict, invalid, notFound } from '../../shared/refusals';
import { writeAudit } from '../admin';
import { listGymsByIds } from './owner-gym-service';
import { recipientColumns, writeOnce, type MessagePolicy, type StaffInvitedPayload } from '../messaging';

const nameOf = (row: { firstName: string | null; lastName: string | null }) => [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || null;

/** The person's account by number, or null: staff sign in with their own account (issue 38). */
export async function staffAccountOf(db: Executor, mobile: string): Promise<{ id: string; places: number } | null> {
  const rows = await db.select({ id: users.id, staffId: gymStaff.id }).from(users).leftJoin(gymStaff, eq(gymStaff.userId, users.id)).where(eq(users.mobile, mobile));
  const first = rows[0];
  if (!first) return null;
  return { id: first.id, places: rows.filter((r) => r.staffId !== null).length };
}

/**
 * The owner's side of a gym's staff: invite by number, list, change a role, remove. Every call starts from a gym the
 * owner owns (another owner's gym or staff row answers 404, as for any owner call).
 */
export function createStaffService(deps: { db: Db; now: () => Date; messages: MessagePolicy }) {
  const { db, now, messages } = deps;

  /** The staff row, locked, when `ownerId` owns its gym; not found otherwise. */
  async function ownedStaff(tx: Executor, ownerId: string, staffId: string) {
    const [row] = await tx
      .select({ id: gymStaff.id, gymId: gymStaff.gymId, userId: gymStaff.userId, role: gymStaff.role })
      .from(gymStaff)
      .innerJoin(gyms, eq(gyms.id, gymStaff.gymId))
      .where(and(eq(gymStaff.id, staffId), eq(gyms.ownerId, ownerId)))
      .for('update', { of: gymStaff });
    if (!row) throw notFound(staffMessages.notFound);
    return row;
  }

  /** Tells the person, in their language, who added them where and how to sign in: once per staff row. */
  async function tellInvitee(tx: Executor, staff: { id: string; userId: string; gymId: string; role: StaffRole }, ownerId: string, at: Date) {
    const [recipient] = await tx.select(recipientColumns).from(users).where(eq(users.id, staff.userId));
    const [place] = await tx.select({ gymName: gyms.name, firstName: users.firstName, lastName: users.lastName }).from(gyms).innerJoin(users, eq(users.id, ownerId)).where(eq(gyms.id, staff.gymId));
    const payload: StaffInvitedPayload = { by: nameOf(place!) ?? place!.gymName, gymName: place!.gymName, role: staff.role, signInUrl: `${messages.origin}${STAFF_SIGN_IN_PATH}` };
    await writeOnce(tx, [{ kind: 'staff_invited', recipient: recipient!, gymId: staff.gymId, bookingId: null, payload, dueAt: at, key: `staff_invited:${staff.id}` }], messages, at);
  }

  /**
   * A number with no account gets one, of type member: staff is a session's role, not an account's, so the person
   * can also book as a member with the same number, and an existing account keeps its type (an owner stays an owner).
   */
  async function invite(ownerId: string, body: StaffInviteBody): Promise<{ staffId: string }> {
    const mobile = normaliseMobile(body.mobile);
    const at = now();
    return db.transaction(async (tx) => {
      await requireOwnedGym(tx, ownerId, body.gymId, { forUpdate: true });
      const [owner] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, ownerId));
      if (owner?.mobile === mobile) throw invalid(staffMessages.ownNumber, { mobile: staffMessages.ownNumber });
      await tx.insert(users).values({ mobile, userType: 'member', createdAt: at, updatedAt: at }).onConflictDoNothing({ target: users.mobile });
      const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
      const [row] = await tx
        .insert(gymStaff)
        .values({ gymId: body.gymId, userId: person!.id, role: body.role, invitedBy: ownerId, createdAt: at })
        .onConflictDoNothing({ target: [gymStaff.gymId, gymStaff.userId] })
        .returning({ id: gymStaff.id });
      if (!row) throw conflict(staffMessages.alreadyStaff);
      await tellInvitee(tx, { id: row.id, userId: person!.id, gymId: body.gymId, role: body.role }, ownerId, at);
      await writeAudit(tx, { id: ownerId, role: 'gym_owner' }, { action: 'staff.invite', entityType: 'gym', entityId: body.gymId, after: { userId: person!.id, role: body.role } }, at);
      return { staffId: row.id };
    });
  }

  async function list(ownerId: string, gymId: string): Promise<StaffMember[]> {
    await requireOwnedGym(db, ownerId, gymId);
    const rows = await db
      .select({ staffId: gymStaff.id, firstName: users.firstName, lastName: users.lastName, mobile: users.mobile, role: gymStaff.role, gymId: gymStaff.gymId })
      .from(gymStaff)
      .innerJoin(users, eq(users.id, gymStaff.userId))
      .where(eq(gymStaff.gymId, gymId))
      .orderBy(asc(gymStaff.createdAt), asc(gymStaff.id));
    return rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: nameOf({ firstName, lastName }) }));
  }

  /** The new role holds from the person's next call: each call reads it afresh. */
  async function update(ownerId: string, staffId: string, role: StaffRole): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await ownedStaff(tx, ownerId, staffId);
      if (row.role === role) return;
      await tx.update(gymStaff).set({ role }).where(eq(gymStaff.id, staffId));
      await writeAudit(tx, { id: ownerId, role: 'gym_owner' }, { action: 'staff.update', entityType: 'gym', entityId: row.gymId, before: { userId: row.userId, role: row.role }, after: { role } }, now());
    });
  }

  /**
   * Removes the person from the gym and ends every session they signed in to as staff, at once: a device left at the
   * desk stops working. Their own member (or owner) sessions stay: those never acted for this gym.
   */
  async function revoke(ownerId: string, staffId: string): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      const row = await ownedStaff(tx, ownerId, staffId);
      await tx.delete(gymStaff).where(eq(gymStaff.id, staffId));
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, row.userId), eq(sessions.role, 'staff'), isNull(sessions.revokedAt)));
      await writeAudit(tx, { id: ownerId, role: 'gym_owner' }, { action: 'staff.revoke', entityType: 'gym', entityId: row.gymId, before: { userId: row.userId, role: row.role } }, at);
    });
  }

  /** A staff session's own places, by gym name, each with its gym as the owner's screens read it. */
  async function places(userId: string): Promise<StaffPlace[]> {
    const rows = await db
      .select({ staffId: gymStaff.id, gymId: gymStaff.gymId, gymName: gyms.name, role: gymStaff.role })
      .from(gymStaff)
      .innerJoin(gyms, eq(gyms.id, gymStaff.gymId))
      .where(eq(gymStaff.userId, userId))
      .orderBy(asc(gyms.name), asc(gyms.id));
    const gymsById = new Map((await listGymsByIds(db, rows.map((r) => r.gymId), now())).map((gym) => [gym.id, gym]));
    return rows.flatMap((row) => {
      const gym = gymsById.get(row.gymId);
      return gym ? [{ ...row, gym }] : [];
    });
  }

  /**
   * The owner's audit (issue 38): each person's desk actions per day of the gym's calendar over the last `days` days
   * (today included), in the role they held then; newest day first. A removed person's rows stay, by name.
   */
  async function audit(ownerId: string, gymId: string, days: number): Promise<StaffAuditRow[]> {
    const gym = await requireOwnedGym(db, ownerId, gymId);
    const first = addDays(localNow(now(), gym.timezone).date, 1 - days);
    // The gym's own column, not a bound value: the same expression is selected, grouped and ordered by.
    const day = sql<string>`to_char(${deskActions.at} at time zone ${gyms.timezone}, 'YYYY-MM-DD')`;
    const counted = (kind: string) => sql<number>`count(*) filter (where ${deskActions.kind} = ${kind})`.mapWith(Number);
    const rows = await db
      .select({
        day,
        role: deskActions.actorRole,
        firstName: users.firstName,
        lastName: users.lastName,
        mobile: users.mobile,
        checkIns: counted('check_in'),
        paymentsMarked: counted('payment'),
        walkIns: counted('walk_in'),
        statusChanges: counted('status_change'),
        classMarks: counted('class_mark'),
      })
      .from(deskActions)
      .innerJoin(gyms, eq(gyms.id, deskActions.gymId))
      .leftJoin(users, eq(users.id, deskActions.actorId))
      .where(and(eq(deskActions.gymId, gymId), gte(deskActions.at, instantOf(first, '00:00', gym.timezone))))
      .groupBy(day, deskActions.actorId, deskActions.actorRole, users.firstName, users.lastName, users.mobile)
      .orderBy(desc(day), asc(users.firstName), asc(users.mobile), asc(deskActions.actorRole));
    // A deleted account's actions keep their count; its name is gone, so it shows as its role alone.
    return rows.map(({ firstName, lastName, mobile, ...row }) => ({ ...row, name: nameOf({ firstName, lastName }) ?? mobile ?? '—' }));
  }

  return { invite, list, update, revoke, places, audit };
}

export type StaffService = ReturnType<typeof createStaffService>;

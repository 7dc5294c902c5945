import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@contract/common';
import { normaliseMobile } from '@contract/common';
import {
  memberMessages,
  type CurrentPass,
  type GymMember,
  type MemberAdded,
  type memberAddBodySchema,
  type memberListQuerySchema,
} from '@contract/gyms/members';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { attendance, bookings, gymMemberships, payments, users } from '../../db/schema';
import { Refusal, conflict } from '../../shared/refusals';
import { applyClock } from './booking-records';
import { createConfirmedBooking } from './booking-service';
import { instantOf, localNow } from '../../shared/gym-clock';
import { oncePerKey, type StoredAnswer } from '../../shared/idempotency';
import type { MessagePolicy } from '../messaging';
import { requireOwnedGym, type Executor } from '../../shared/ownership';
import { logDeskAction, recordedColumns, type DeskActor } from '../../shared/desk-actor';
import { EMAIL_TAKEN } from '../accounts';

export type MemberListQuery = z.output<typeof memberListQuerySchema>;
export type MemberAddBody = z.output<typeof memberAddBodySchema>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
// Raw timestamps come back as Date on PGlite and as text on node-postgres.
const iso = (v: Date | string) => new Date(v).toISOString();

/** Who counts as a member of a gym: anyone the owner added at the desk or who booked there. */
const memberOf = (gymId: string): SQL =>
  sql`${users.id} in (select ${gymMemberships.memberId} from ${gymMemberships} where ${gymMemberships.gymId} = ${gymId}
    union select ${bookings.memberId} from ${bookings} where ${bookings.gymId} = ${gymId})`;

// Correlated subqueries name their tables: drizzle leaves a one-table select's columns unqualified.
const memberColumns = (gymId: string) => ({
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobile,
  email: users.email,
  // least() skips nulls: the first of their desk registration and their first booking here.
  joinedAt: sql<Date | string>`least(
    (select min(gm.created_at) from gym_memberships gm where gm.gym_id = ${gymId} and gm.member_id = users.id),
    (select min(b.created_at) from bookings b where b.gym_id = ${gymId} and b.member_id = users.id))`,
  walkIn: sql<boolean>`exists (select 1 from gym_memberships gm where gm.gym_id = ${gymId} and gm.member_id = users.id and gm.source = 'walk_in')`,
});
type MemberRow = { id: string; firstName: string | null; lastName: string | null; mobile: string; email: string | null; joinedAt: Date | string; walkIn: boolean };

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  const digits = q.replace(/[\s-]/g, '');
  return sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') ilike ${like}
    or ${users.mobile} ilike ${`%${escapeLike(digits)}%`} or coalesce(${users.email}, '') ilike ${like})`;
}

/** Per member: the pass that runs today or else the next one (confirmed or completed, not yet ended). */
async function currentPasses(db: Executor, gymId: string, memberIds: string[], today: string): Promise<Map<string, CurrentPass>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.gymId, gymId),
        inArray(bookings.memberId, memberIds),
        inArray(bookings.status, ['confirmed', 'completed']),
        gte(bookings.endDate, today),
      ),
    )
    .orderBy(asc(bookings.startDate), desc(bookings.endDate));
  const passes = new Map<string, CurrentPass>();
  for (const b of rows) {
    if (passes.has(b.memberId)) continue;
    passes.set(b.memberId, {
      bookingId: b.id,
      code: b.code,
      passType: b.passType,
      startDate: b.startDate,
      endDate: b.endDate,
      status: b.status,
      paymentStatus: b.paymentStatus,
    });
  }
  return passes;
}

type Visits = { lastVisitAt: string | null; visitsThisMonth: number };

/** Per member: the latest check-in at the gym and how many began since the month started on the gym's clock. */
async function visitsOf(db: Executor, gymId: string, memberIds: string[], monthStart: Date): Promise<Map<string, Visits>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({
      memberId: attendance.memberId,
      lastVisitAt: sql<Date | string>`max(${attendance.checkInAt})`,
      visitsThisMonth: sql<number>`count(*) filter (where ${attendance.checkInAt} >= ${monthStart.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(attendance)
    .where(and(eq(attendance.gymId, gymId), inArray(attendance.memberId, memberIds)))
    .groupBy(attendance.memberId);
  return new Map(rows.map((r) => [r.memberId, { lastVisitAt: iso(r.lastVisitAt), visitsThisMonth: r.visitsThisMonth }]));
}

/** The gym's today and the instant its calendar month began. */
export function gymCalendar(now: Date, timezone: string): { today: string; monthStart: Date } {
  const today = localNow(now, timezone).date;
  return { today, monthStart: instantOf(`${today.slice(0, 8)}01`, '00:00', timezone) };
}

async function describeMembers(db: Executor, gym: { id: string; timezone: string }, rows: MemberRow[], now: Date): Promise<GymMember[]> {
  const { today, monthStart } = gymCalendar(now, gym.timezone);
  const ids = rows.map((r) => r.id);
  const [passes, visits] = await Promise.all([currentPasses(db, gym.id, ids, today), visitsOf(db, gym.id, ids, monthStart)]);
  return rows.map((r) => ({
    id: r.id,
    name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.mobile,
    mobile: r.mobile,
    email: r.email,
    source: r.walkIn ? 'walk_in' : 'booking',
    joinedAt: iso(r.joinedAt),
    currentPass: passes.get(r.id) ?? null,
    lastVisitAt: visits.get(r.id)?.lastVisitAt ?? null,
    visitsThisMonth: visits.get(r.id)?.visitsThisMonth ?? 0,
  }));
}

/**
 * The walk-in's account: an existing member account is used as it is (its owner keeps their own name
 * and email; only blanks are filled), a new number becomes a member account without a password, and
 * an owner's or trainer's number is refused.
 */
async function memberAccountFor(tx: Executor, body: MemberAddBody, now: Date): Promise<{ id: string; created: boolean }> {
  const mobile = normaliseMobile(body.mobile);
  const email = body.email || null;
  const [existing] = await tx.select().from(users).where(eq(users.mobile, mobile)).for('update');
  // Emails are unique across accounts: another account's email is refused (new account) or not copied (existing one), never a server error.
  const [emailOwner] = email ? await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1) : [];
  const emailTaken = emailOwner !== undefined && emailOwner.id !== existing?.id;
  if (!existing) {
    if (emailTaken) throw new Refusal('conflict', EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
    const [row] = await tx
      .insert(users)
      .values({ mobile, firstName: body.firstName, lastName: body.lastName, email, userType: 'member', createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    return { id: row!.id, created: true };
  }
  if (existing.userType !== 'member') throw conflict(memberMessages.notMemberNumber);
  const blanks = {
    ...(existing.firstName ? {} : { firstName: body.firstName }),
    ...(existing.lastName ? {} : { lastName: body.lastName }),
    ...(existing.email || !email || emailTaken ? {} : { email }),
  };
  if (Object.keys(blanks).length > 0) await tx.update(users).set({ ...blanks, updatedAt: now }).where(eq(users.id, existing.id));
  return { id: existing.id, created: false };
}

export function createMemberService({ db, now, messages }: { db: Db; now: () => Date; messages?: MessagePolicy }) {
  /** One gym's members, newest first; search by name, mobile or email. */
  async function list(ownerId: string, q: MemberListQuery): Promise<Paged<GymMember>> {
    const gym = await requireOwnedGym(db, ownerId, q.gymId);
    await applyClock(db, now());
    const where = and(memberOf(gym.id), searchOf(q.q));
    const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(users).where(where);
    const total = counted?.total ?? 0;
    const columns = memberColumns(gym.id);
    const rows = await db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(desc(columns.joinedAt), asc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const items = await describeMembers(db, gym, rows, now());
    return { items, page: q.page, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) };
  }

  /** A walk-in: the account (new or existing) and a confirmed booking, paid at the desk or not, all or nothing. */
  async function add(ownerId: string, body: MemberAddBody, key: string, actor?: DeskActor): Promise<StoredAnswer<MemberAdded>> {
    await applyClock(db, now());
    return oncePerKey<MemberAdded>(db, { userId: ownerId, key, scope: 'members.add', request: body }, async (tx) => {
      const at = now();
      const gym = await requireOwnedGym(tx, ownerId, body.gymId);
      const account = await memberAccountFor(tx, body, at);
      const booking = await createConfirmedBooking(tx, {
        memberId: account.id,
        gymId: gym.id,
        passType: body.passType,
        startDate: body.startDate,
        deskMethod: body.payment === 'unpaid' ? undefined : body.payment,
        now: at,
        messages,
      });
      // The walk-in's booking and any payment taken with it: recorded by whoever stood at the desk.
      await tx.update(bookings).set(recordedColumns(actor)).where(eq(bookings.id, booking.id));
      await tx.update(payments).set(recordedColumns(actor)).where(eq(payments.bookingId, booking.id));
      await logDeskAction(tx, actor, { gymId: gym.id, kind: 'walk_in', at });
      const rows = await tx.select(memberColumns(gym.id)).from(users).where(eq(users.id, account.id));
      const [member] = await describeMembers(tx, gym, rows, at);
      return {
        created: true,
        message: account.created ? memberMessages.added : memberMessages.addedExisting,
        data: { member: member!, booking, accountCreated: account.created },
      };
    });
  }

  return { list, add };
}

import { and, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  attendanceDatesSchema,
  attendanceMessages,
  BUSY_THRESHOLDS,
  QR_WINDOW_SECONDS,
  RESCAN_GUARD_MINUTES,
  type AttendanceRecord,
  type AttendanceReportQuery,
  type Busy,
  type BusyList,
  type BusyLevel,
  type GymBusy,
  type GymQr,
  type OwnerCheckInBody,
  type ScanResult,
} from '@contract/attendance/attendance';
import type { Paged } from '@contract/common';
import type { Db } from '../../db/client';
import { attendance, bookings, gyms, users } from '../../db/schema';
import { conflict, invalid, notFound } from '../../shared/refusals';
import { frozenUntil } from '../bookings';
import { findBookingByCode, findBookingValidToday } from '../bookings';
import { DEFAULT_GYM_TIME_ZONE, localNow } from '../../shared/gym-clock';
import { gymQrPayload, readGymQr } from './gym-qr';
import { requireOwnedGym, type Executor } from '../../shared/ownership';
import { logDeskAction, recordedColumns, type DeskActor } from '../../shared/desk-actor';

const GUARD_MS = RESCAN_GUARD_MINUTES * 60_000;
/** Members' report dates are checked on the product's home clock, as their report screen checks them (their gyms may lie in several zones). */
const MEMBER_ZONE = DEFAULT_GYM_TIME_ZONE;

/** When an open check-in closes by itself: the gym's closing time that day, or midnight after a late check-in. */
const closeAtSql = sql`case
  when ((${attendance.checkInAt} at time zone ${gyms.timezone})::date + ${gyms.closingTime}::time) at time zone ${gyms.timezone} > ${attendance.checkInAt}
  then ((${attendance.checkInAt} at time zone ${gyms.timezone})::date + ${gyms.closingTime}::time) at time zone ${gyms.timezone}
  else ((${attendance.checkInAt} at time zone ${gyms.timezone})::date + 1)::timestamp at time zone ${gyms.timezone} end`;

/**
 * Check-ins still open after their gym closed are closed at closing time. Run before every read and
 * write, so the state follows the clock whether or not the server was running at closing time.
 */
export async function closeLapsedCheckIns(db: Executor, now: Date): Promise<number> {
  const closed = await db.execute(sql`
    update attendance set check_out_at = lapsed.close_at, status = 'checked_out'
    from (
      select ${attendance.id} as id, ${closeAtSql} as close_at
      from ${attendance} inner join ${gyms} on ${gyms.id} = ${attendance.gymId}
      where ${attendance.checkOutAt} is null
    ) as lapsed
    where attendance.id = lapsed.id and lapsed.close_at <= ${now.toISOString()}::timestamptz
    returning attendance.id`);
  return closed.rows.length;
}

const recordColumns = {
  row: attendance,
  gymName: gyms.name,
  timezone: gyms.timezone,
  memberFirst: users.firstName,
  memberLast: users.lastName,
  memberMobile: users.mobile,
  bookingCode: bookings.code,
};
const selectRecords = (db: Executor) =>
  db
    .select(recordColumns)
    .from(attendance)
    .innerJoin(gyms, eq(gyms.id, attendance.gymId))
    .innerJoin(users, eq(users.id, attendance.memberId))
    .leftJoin(bookings, eq(bookings.id, attendance.bookingId));
type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

const toRecord = (r: RecordRow): AttendanceRecord => ({
  id: r.row.id,
  gymId: r.row.gymId,
  gymName: r.gymName,
  timezone: r.timezone,
  memberName: [r.memberFirst, r.memberLast].filter(Boolean).join(' ') || r.memberMobile,
  bookingCode: r.bookingCode,
  date: localNow(r.row.checkInAt, r.timezone).date,
  checkInAt: r.row.checkInAt.toISOString(),
  checkOutAt: r.row.checkOutAt?.toISOString() ?? null,
  status: r.row.status,
});

async function loadRecord(db: Executor, id: string): Promise<AttendanceRecord> {
  const [row] = await selectRecords(db).where(eq(attendance.id, id));
  return toRecord(row!);
}

type Visit = { memberId: string; gymId: string; bookingId: string; now: Date };

/**
 * One scan, by the member or at the desk: check in, or check out the open check-in; nothing within
 * 2 minutes of the last change. Scans of one member queue on their user row, so parallel scans
 * leave exactly one open check-in (the partial unique index is the backstop).
 */
async function toggleVisit(tx: Executor, v: Visit): Promise<ScanResult> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, v.memberId)).for('update');
  await closeLapsedCheckIns(tx, v.now);
  const [last] = await tx
    .select()
    .from(attendance)
    .where(and(eq(attendance.memberId, v.memberId), eq(attendance.gymId, v.gymId)))
    .orderBy(desc(attendance.checkInAt))
    .limit(1);
  const sinceMs = (at: Date) => v.now.getTime() - at.getTime();
  if (last && !last.checkOutAt) {
    if (sinceMs(last.checkInAt) < GUARD_MS) throw conflict(attendanceMessages.tooSoonIn);
    await tx.update(attendance).set({ checkOutAt: v.now, status: 'checked_out' }).where(eq(attendance.id, last.id));
    return { action: 'check_out', record: await loadRecord(tx, last.id) };
  }
  if (last?.checkOutAt && sinceMs(last.checkOutAt) < GUARD_MS) throw conflict(attendanceMessages.tooSoonOut);
  const [row] = await tx
    .insert(attendance)
    .values({ memberId: v.memberId, gymId: v.gymId, bookingId: v.bookingId, checkInAt: v.now, status: 'checked_in' })
    .onConflictDoNothing()
    .returning({ id: attendance.id });
  if (!row) throw conflict(attendanceMessages.tooSoonIn);
  return { action: 'check_in', record: await loadRecord(tx, row.id) };
}

const levelOf = (open: number, capacity: number): BusyLevel => {
  const share = capacity > 0 ? open / capacity : 1;
  if (share >= BUSY_THRESHOLDS.busy) return 'busy';
  return share >= BUSY_THRESHOLDS.moderate ? 'moderate' : 'quiet';
};

/** Nothing checked in a day ago is still open: the rows to look at are a range of attendance_gym_idx. */
const OPEN_AT_MOST_MS = 25 * 60 * 60_000;

/**
 * Open check-ins per gym, counted without writing: a check-in past its closing time is not counted
 * even before closeLapsedCheckIns closes it (a public read stays a read).
 */
async function busyOf(db: Executor, gymIds: string[], at: Date): Promise<GymBusy[]> {
  const rows = await db
    .select({
      gymId: gyms.id,
      capacity: gyms.slotCapacity,
      open: sql<number>`count(${attendance.id}) filter (where ${closeAtSql} > ${at.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(gyms)
    .leftJoin(
      attendance,
      and(
        eq(attendance.gymId, gyms.id),
        isNull(attendance.checkOutAt),
        gt(attendance.checkInAt, new Date(at.getTime() - OPEN_AT_MOST_MS)),
      ),
    )
    .where(and(inArray(gyms.id, gymIds), eq(gyms.active, true)))
    .groupBy(gyms.id, gyms.slotCapacity);
  return rows.map((r) => ({ gymId: r.gymId, level: levelOf(r.open, r.capacity), openCheckIns: r.open, capacity: r.capacity }));
}

/** How busy these gyms are at `at`: the gyms-busy API's answer, which the gym list page also brings inline. */
export async function busyListAt(db: Executor, gymIds: string[], at: Date): Promise<BusyList> {
  return { at: at.toISOString(), items: await busyOf(db, [...new Set(gymIds)], at) };
}

/** "How busy now" for one gym at `at`: the gym-busy API's answer, which the gym profile page also brings inline; null for an unknown or hidden gym. */
export async function gymBusyAt(db: Executor, gymId: string, at: Date): Promise<Busy | null> {
  const [gym] = await busyOf(db, [gymId], at);
  return gym ? { level: gym.level, openCheckIns: gym.openCheckIns, capacity: gym.capacity, at: at.toISOString() } : null;
}

function checkDates(dates: { from?: string | undefined; to?: string | undefined }, today: string): void {
  const parsed = attendanceDatesSchema(today).safeParse(dates);
  if (parsed.success) return;
  const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
  throw invalid(parsed.error.issues[0]!.message, fields);
}

const frozenMessage = (until: string) => attendanceMessages.passFrozen.replace('{date}', until);

/** Why a member's scan found no pass for today: a freeze says so and until when; else no booking today. */
async function refusalWithoutPass(tx: Executor, a: { memberId: string; gymId: string; now: Date }): Promise<string> {
  const [gym] = await tx.select({ timezone: gyms.timezone }).from(gyms).where(eq(gyms.id, a.gymId));
  const until = gym ? await frozenUntil(tx, { memberId: a.memberId, gymId: a.gymId, day: localNow(a.now, gym.timezone).date }) : null;
  return until ? frozenMessage(until) : attendanceMessages.noBookingToday;
}

export function createAttendanceService({ db, now, secret }: { db: Db; now: () => Date; secret: string }) {
  async function gymQr(ownerId: string, gymId: string): Promise<GymQr> {
    const gym = await requireOwnedGym(db, ownerId, gymId);
    return { ...gymQrPayload(secret, gym.id, now()), windowSeconds: QR_WINDOW_SECONDS };
  }

  /** The member scanned the gym's screen: a genuine, current code and a booking valid today there. */
  async function mark(memberId: string, payload: string): Promise<ScanResult> {
    const at = now();
    const gymId = readGymQr(secret, payload, at);
    return db.transaction(async (tx) => {
      const booking = await findBookingValidToday(tx, { memberId, gymId, now: at });
      if (!booking) throw conflict(await refusalWithoutPass(tx, { memberId, gymId, now: at }));
      return toggleVisit(tx, { memberId, gymId, bookingId: booking.id, now: at });
    });
  }

  /** The desk scanned (or typed) a member's booking code: the owner's booking, at this gym, valid today. */
  async function checkInByCode(ownerId: string, body: OwnerCheckInBody, actor?: DeskActor): Promise<ScanResult> {
    const at = now();
    const gym = await requireOwnedGym(db, ownerId, body.gymId);
    return db.transaction(async (tx) => {
      const booking = await findBookingByCode(tx, { ownerId, code: body.bookingCode, now: at });
      if (booking.gymId !== gym.id) throw conflict(attendanceMessages.otherGym);
      const today = localNow(at, gym.timezone).date;
      const valid = (booking.status === 'confirmed' || booking.status === 'completed') && booking.startDate <= today && today <= booking.endDate;
      if (!valid) throw conflict(attendanceMessages.bookingNotToday);
      const [row] = await tx.select({ memberId: bookings.memberId }).from(bookings).where(eq(bookings.id, booking.id));
      const frozen = booking.freezes.find((f) => f.startDate <= today && today <= f.endDate);
      if (frozen) throw conflict(frozenMessage(frozen.endDate));
      const result = await toggleVisit(tx, { memberId: row!.memberId, gymId: gym.id, bookingId: booking.id, now: at });
      // Who let the member in (or out) at the desk: on the visit, and as the booking's last desk action.
      await tx.update(attendance).set(recordedColumns(actor)).where(eq(attendance.id, result.record.id));
      await tx.update(bookings).set(recordedColumns(actor)).where(eq(bookings.id, booking.id));
      await logDeskAction(tx, actor, { gymId: gym.id, kind: 'check_in', at });
      return result;
    });
  }

  /** A member's own visits, or an owner's gym's; dates are the check-in day on the gym's clock. */
  async function report(user: { id: string; userType: string }, q: AttendanceReportQuery): Promise<Paged<AttendanceRecord>> {
    const at = now();
    const where: SQL[] = [];
    let zone = MEMBER_ZONE;
    if (user.userType === 'gym_owner') {
      if (!q.gymId) throw invalid(attendanceMessages.gymNotFound, { gymId: attendanceMessages.gymNotFound });
      zone = (await requireOwnedGym(db, user.id, q.gymId)).timezone;
      where.push(eq(attendance.gymId, q.gymId));
    } else {
      where.push(eq(attendance.memberId, user.id));
      if (q.gymId) where.push(eq(attendance.gymId, q.gymId));
    }
    checkDates(q, localNow(at, zone).date);
    const localDay = sql`(${attendance.checkInAt} at time zone ${gyms.timezone})::date`;
    if (q.from) where.push(sql`${localDay} >= ${q.from}::date`);
    if (q.to) where.push(sql`${localDay} <= ${q.to}::date`);
    await closeLapsedCheckIns(db, at);
    const [total] = await db
      .select({ n: count() })
      .from(attendance)
      .innerJoin(gyms, eq(gyms.id, attendance.gymId))
      .where(and(...where));
    const rows = await selectRecords(db)
      .where(and(...where))
      .orderBy(desc(attendance.checkInAt), desc(attendance.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const n = total?.n ?? 0;
    return { items: rows.map(toRecord), page: q.page, pageSize: q.pageSize, total: n, totalPages: Math.ceil(n / q.pageSize) };
  }

  /** "How busy now": open check-ins against one slot's capacity. */
  async function busy(gymId: string): Promise<Busy> {
    const reading = await gymBusyAt(db, gymId, now());
    if (!reading) throw notFound(attendanceMessages.gymNotFound);
    return reading;
  }

  /** The same for a page of search results, in one grouped read; unknown and hidden gyms are left out. */
  const busyList = (gymIds: string[]): Promise<BusyList> => busyListAt(db, gymIds, now());

  return { gymQr, mark, checkInByCode, report, busy, busyList, settle: () => closeLapsedCheckIns(db, now()) };
}

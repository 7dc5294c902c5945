// The pieces both the booking and the payment service stand on: rows → answers, slot places, holds, receipts, refunds.
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { CHANGE_WINDOW_HOURS, PENDING_HOLD_MINUTES, bookingMessages, frozenDays, type Booking, type BookingFreeze, type PaymentOrder } from '@contract/bookings/bookings';
import type { DeskMethod } from '@contract/bookings/payments';
import type { Db } from '../../db/client';
import { bookingFreezes, bookingSlots, bookings, gymPlans, gyms, payments, receiptCounters, renewalMandates } from '../../db/schema';
import type { AutoRenew } from '@contract/memberships/auto-renew';
import { Refusal, conflict } from '../../shared/refusals';
import type { PaymentProvider } from '../../providers/payments';
import { addDays, DEFAULT_GYM_TIME_ZONE, financialYearOf, instantOf, localNow } from '../../shared/gym-clock';
import { forgetStuckClaims } from '../../shared/idempotency';
import { upiPayLink } from './upi';
import type { Executor } from '../../shared/ownership';

export const HOLD_MS = PENDING_HOLD_MINUTES * 60_000;
const CHANGE_WINDOW_MS = CHANGE_WINDOW_HOURS * 3_600_000;
export const LAPSED_HOLD_REASON = `Not paid within ${PENDING_HOLD_MINUTES} minutes`;
export const PAYMENT_NOT_STARTED_REASON = 'The payment could not be started';

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** A booking with what its answer shows of the gym. */
export const bookingColumns = {
  booking: bookings,
  gymName: gyms.name,
  gymArea: gyms.area,
  gymCity: gyms.city,
  timezone: gyms.timezone,
  gymUpiId: gyms.upiId,
  freezes: sql<BookingFreeze[]>`coalesce((select json_agg(json_build_object('startDate', f.start_date, 'endDate', f.end_date) order by f.start_date) from ${bookingFreezes} f where f.booking_id = ${bookings.id}), '[]'::json)`,
  freezeAllowance: sql<number>`coalesce((select p.freeze_days from ${gymPlans} p where p.id = ${bookings.planId}), 0)`,
  // The renewal the pass carries (issue 39), with the plan's price today: the amount until a notice fixes it.
  autoRenew: sql<MandateFacts | null>`(select json_build_object('mandateId', m.id, 'status', m.status, 'cycleEndDate', m.cycle_end_date, 'debitOn', m.debit_on,
    'nextAttemptAt', m.next_attempt_at, 'attempts', m.attempts, 'noticeAmountPaise', m.notice_amount_paise,
    'pricePaise', (select p.price_paise from ${gymPlans} p where p.gym_id = m.gym_id and p.pass_type = ${bookings.passType}))
    from ${renewalMandates} m where m.booking_id = ${bookings.id})`,
};
/** A mandate's row as a booking reads it (JSON: dates as text). */
export type MandateFacts = {
  mandateId: string;
  status: AutoRenew['status'];
  cycleEndDate: string | null;
  debitOn: string | null;
  nextAttemptAt: string | null;
  attempts: number;
  noticeAmountPaise: number | null;
  pricePaise: number | null;
};

/**
 * What a pass shows of its renewal: the amount the notice named (the plan's price until then) and the next day a debit
 * is tried on the gym's calendar: the pass's last day, the day the notice moved it to, or the retry's day.
 */
export function autoRenewOf(m: MandateFacts | null, endDate: string, timezone: string): AutoRenew | null {
  if (!m) return null;
  const noticed = m.cycleEndDate === endDate;
  const waiting = m.status === 'active' || m.status === 'pending';
  const retryDay = m.attempts > 0 && m.nextAttemptAt ? localNow(new Date(m.nextAttemptAt), timezone).date : null;
  const nextDebitOn = !waiting ? null : noticed ? (retryDay ?? m.debitOn) : endDate;
  return { status: m.status, nextDebitOn, amount: (noticed ? m.noticeAmountPaise : null) ?? m.pricePaise ?? 0, mandateId: m.mandateId };
}
export type BookingWithGym = {
  booking: BookingRow;
  gymName: string;
  gymArea: string;
  gymCity: string;
  timezone: string;
  gymUpiId: string | null;
  freezes: BookingFreeze[];
  freezeAllowance: number;
  autoRenew: MandateFacts | null;
};

export const selectBookings = (db: Executor) => db.select(bookingColumns).from(bookings).innerJoin(gyms, eq(gyms.id, bookings.gymId));

export const isLive = (status: BookingRow['status']) => status === 'pending' || status === 'confirmed';

/** When cancel and reschedule stop: two hours before the booked slot starts, on the gym's clock. */
export const changeDeadlineOf = (b: Pick<BookingRow, 'startDate' | 'slotTime'>, timezone: string) =>
  new Date(instantOf(b.startDate, b.slotTime, timezone).getTime() - CHANGE_WINDOW_MS);

/** What a member still owes at the desk can be paid by UPI: the link carries the amount and the booking code. */
function upiLinkOf(b: BookingRow, gymName: string, upiId: string | null): string | null {
  if (!upiId || b.paymentMethod !== 'at_gym' || b.paymentStatus !== 'unpaid' || b.status === 'cancelled') return null;
  return upiPayLink({ upiId, payeeName: gymName, amountPaise: b.amountPaise, note: b.code });
}

export function toBooking({ booking: b, gymName, gymArea, gymCity, timezone, gymUpiId, freezes, freezeAllowance, autoRenew }: BookingWithGym, now: Date): Booking {
  const deadline = changeDeadlineOf(b, timezone);
  return {
    id: b.id,
    code: b.code,
    status: b.status,
    paymentStatus: b.paymentStatus,
    paymentMethod: b.paymentMethod,
    passType: b.passType,
    startDate: b.startDate,
    endDate: b.endDate,
    slotTime: b.slotTime,
    amountPaise: b.amountPaise,
    promoCode: b.promoCode,
    discountPaise: b.discountPaise,
    gymId: b.gymId,
    gymName,
    gymArea,
    gymCity,
    timeZone: timezone,
    createdAt: b.createdAt.toISOString(),
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelReason: b.cancelReason,
    holdExpiresAt: b.status === 'pending' ? new Date(b.createdAt.getTime() + HOLD_MS).toISOString() : null,
    changeDeadline: deadline.toISOString(),
    // An upgrade ended the pass it replaced: cancelling or moving it would leave the member with neither.
    canChange: isLive(b.status) && b.upgradedFromId === null && now.getTime() <= deadline.getTime(),
    upiLink: upiLinkOf(b, gymName, gymUpiId),
    freezes,
    freezeDaysLeft: Math.max(0, freezeAllowance - frozenDays(freezes)),
    upgradedFromId: b.upgradedFromId,
    autoRenew: autoRenewOf(autoRenew, b.endDate, timezone),
  };
}

/** `day` is not one of the booking's frozen days: SQL for the checks that a pass is usable on a day. */
export const notFrozenOn = (day: string) =>
  sql`not exists (select 1 from ${bookingFreezes} f where f.booking_id = ${bookings.id} and f.start_date <= ${day} and f.end_date >= ${day})`;

/** A pass frozen on `day` or with a freeze still to come after it. */
export const frozenFrom = (day: string) =>
  sql`exists (select 1 from ${bookingFreezes} f where f.booking_id = ${bookings.id} and f.end_date >= ${day})`;

/** The freeze of one of the member's passes at the gym covering `day`, if any: its last day. */
export async function frozenUntil(db: Executor, a: { memberId: string; gymId: string; day: string }): Promise<string | null> {
  const [row] = await db
    .select({ endDate: bookingFreezes.endDate })
    .from(bookingFreezes)
    .innerJoin(bookings, eq(bookings.id, bookingFreezes.bookingId))
    .where(and(eq(bookings.memberId, a.memberId), eq(bookings.gymId, a.gymId), eq(bookings.status, 'confirmed'), lte(bookingFreezes.startDate, a.day), gte(bookingFreezes.endDate, a.day)))
    .limit(1);
  return row?.endDate ?? null;
}

export const toOrder = (p: PaymentRow, provider: PaymentProvider): PaymentOrder => ({
  orderId: p.providerOrderId!,
  provider: p.provider as PaymentOrder['provider'],
  amountPaise: p.amountPaise,
  currency: 'INR',
  ...(provider.publicKeyId && p.provider === provider.name ? { keyId: provider.publicKeyId } : {}),
});

export async function loadBooking(db: Executor, bookingId: string, now: Date): Promise<Booking> {
  const [row] = await selectBookings(db).where(eq(bookings.id, bookingId));
  if (!row) throw new Refusal('not-found', bookingMessages.notFound);
  return toBooking(row, now);
}

// ---- codes ---------------------------------------------------------------------------------

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** "GK" + 8 characters without look-alikes (0/O, 1/I): short for CODE128, hard to guess. */
export function newBookingCode(): string {
  const bytes = randomBytes(8);
  return `GK${Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

// ---- slot places ---------------------------------------------------------------------------

type SlotKey = { gymId: string; slotDate: string; slotTime: string };
const slotWhere = (k: SlotKey) => and(eq(bookingSlots.gymId, k.gymId), eq(bookingSlots.slotDate, k.slotDate), eq(bookingSlots.slotTime, k.slotTime));

/** Takes one place, or a conflict when none is left: one conditional upsert, so parallel bookings queue on the row. */
export async function takePlace(tx: Executor, key: SlotKey, capacity: number): Promise<void> {
  const taken = await tx
    .insert(bookingSlots)
    .values({ ...key, capacity, booked: 1 })
    .onConflictDoUpdate({
      target: [bookingSlots.gymId, bookingSlots.slotDate, bookingSlots.slotTime],
      set: { booked: sql`${bookingSlots.booked} + 1` },
      setWhere: sql`${bookingSlots.booked} < ${bookingSlots.capacity}`,
    })
    .returning({ booked: bookingSlots.booked });
  if (taken.length === 0) throw conflict(bookingMessages.slotFull);
}

export async function freePlace(tx: Executor, key: SlotKey, count = 1): Promise<void> {
  await tx.update(bookingSlots).set({ booked: sql`greatest(${bookingSlots.booked} - ${count}, 0)` }).where(slotWhere(key));
}

/** Locks slot rows in one order (gym, date, time), so two transactions moving places never wait on each other in a circle. */
export async function lockSlots(tx: Executor, keys: SlotKey[], capacity: number): Promise<void> {
  const sorted = [...keys].sort((a, b) => `${a.gymId}|${a.slotDate}|${a.slotTime}`.localeCompare(`${b.gymId}|${b.slotDate}|${b.slotTime}`));
  for (const key of sorted) {
    await tx.insert(bookingSlots).values({ ...key, capacity, booked: 0 }).onConflictDoNothing();
    await tx.select({ booked: bookingSlots.booked }).from(bookingSlots).where(slotWhere(key)).for('update');
  }
}

export const slotOf = (b: Pick<BookingRow, 'gymId' | 'startDate' | 'slotTime'>): SlotKey => ({ gymId: b.gymId, slotDate: b.startDate, slotTime: b.slotTime });

/** An upgrade took no place: its member is already coming on the pass it replaced, so ending it frees none. */
export const holdsPlace = (b: Pick<BookingRow, 'upgradedFromId'> & Partial<Pick<BookingRow, 'renewedFromId'>>) => b.upgradedFromId === null && !b.renewedFromId;

// ---- the clock's own changes: lapsed holds, ended passes -------------------------------------

/**
 * Pending bookings older than the hold are cancelled and their places freed; confirmed passes
 * whose last day is over become completed. Runs before reads and writes and once at start, so
 * the state follows the clock whether or not the server was running. Locked rows are skipped:
 * whoever holds them is already deciding their fate.
 */
export async function applyClock(db: Db, now: Date): Promise<{ released: number; completed: number }> {
  const released = await db.transaction(async (tx) => {
    const lapsed = await tx
      .select({ id: bookings.id, gymId: bookings.gymId, startDate: bookings.startDate, slotTime: bookings.slotTime, memberId: bookings.memberId, key: bookings.idempotencyKey, upgradedFromId: bookings.upgradedFromId })
      .from(bookings)
      .where(and(eq(bookings.status, 'pending'), lt(bookings.createdAt, new Date(now.getTime() - HOLD_MS))))
      .orderBy(asc(bookings.createdAt))
      .limit(500)
      .for('update', { skipLocked: true });
    if (lapsed.length === 0) return 0;
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: LAPSED_HOLD_REASON, updatedAt: now })
      .where(inArray(bookings.id, lapsed.map((b) => b.id)));
    const counts = new Map<string, { key: SlotKey; n: number }>();
    for (const b of lapsed.filter(holdsPlace)) {
      const key = slotOf(b);
      const id = `${key.gymId}|${key.slotDate}|${key.slotTime}`;
      counts.set(id, { key, n: (counts.get(id)?.n ?? 0) + 1 });
    }
    for (const id of [...counts.keys()].sort()) {
      const { key, n } = counts.get(id)!;
      await freePlace(tx, key, n);
    }
    await forgetStuckClaims(tx, lapsed.flatMap((b) => (b.key ? [{ userId: b.memberId, key: b.key }] : [])));
    return lapsed.length;
  });
  const ended = await db
    .update(bookings)
    .set({ status: 'completed', updatedAt: now })
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        sql`${bookings.endDate} < (${now.toISOString()}::timestamptz at time zone (select g.timezone from gyms g where g.id = ${bookings.gymId}))::date`,
      ),
    )
    .returning({ id: bookings.id });
  return { released, completed: ended.length };
}

// ---- receipts and payments ------------------------------------------------------------------

/** The next receipt number of a gym in the financial year of `now` (gym's zone): "2026-27/000001", never repeated. */
export async function issueReceiptNumber(tx: Executor, gymId: string, timezone: string, now: Date): Promise<string> {
  const fy = financialYearOf(localNow(now, timezone).date);
  const [row] = await tx
    .insert(receiptCounters)
    .values({ gymId, financialYear: fy, lastNumber: 1 })
    .onConflictDoUpdate({ target: [receiptCounters.gymId, receiptCounters.financialYear], set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ n: receiptCounters.lastNumber });
  return `${fy}/${String(row!.n).padStart(6, '0')}`;
}

async function timezoneOf(tx: Executor, gymId: string): Promise<string> {
  const [gym] = await tx.select({ timezone: gyms.timezone }).from(gyms).where(eq(gyms.id, gymId));
  return gym?.timezone ?? DEFAULT_GYM_TIME_ZONE;
}

/** A payment at the desk: recorded paid with its receipt; the booking becomes paid. */
export async function recordDeskPayment(tx: Executor, booking: BookingRow, deskMethod: DeskMethod, now: Date): Promise<PaymentRow> {
  const receiptNumber = await issueReceiptNumber(tx, booking.gymId, await timezoneOf(tx, booking.gymId), now);
  const [payment] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      memberId: booking.memberId,
      gymId: booking.gymId,
      amountPaise: booking.amountPaise,
      method: 'at_gym',
      deskMethod,
      status: 'paid',
      provider: 'desk',
      receiptNumber,
      createdAt: now,
      paidAt: now,
    })
    .returning();
  await tx.update(bookings).set({ paymentStatus: 'paid', updatedAt: now }).where(eq(bookings.id, booking.id));
  return payment!;
}

/** A captured online payment: paid with its receipt number (once; a second capture changes nothing). */
export async function markPaymentPaid(tx: Executor, payment: PaymentRow, providerPaymentId: string, now: Date): Promise<PaymentRow> {
  if (payment.status !== 'created' && payment.status !== 'failed') return payment;
  const receiptNumber = await issueReceiptNumber(tx, payment.gymId, await timezoneOf(tx, payment.gymId), now);
  const [paid] = await tx
    .update(payments)
    .set({ status: 'paid', providerPaymentId, paidAt: now, receiptNumber })
    .where(eq(payments.id, payment.id))
    .returning();
  return paid!;
}

/**
 * Gives back a paid booking's money: at the desk it is refunded at once; online it becomes refund_pending, due
 * now, and the caller asks the gateway after commit (refunds.ts). Returns the pending payments' ids.
 */
export async function refundBooking(tx: Executor, booking: BookingRow, now: Date): Promise<string[]> {
  const paid = await tx.select().from(payments).where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'paid')));
  const pending: string[] = [];
  for (const payment of paid) if (await refundPayment(tx, payment, now)) pending.push(payment.id);
  if (paid.length > 0) await tx.update(bookings).set({ paymentStatus: 'refunded', updatedAt: now }).where(eq(bookings.id, booking.id));
  return pending;
}

/** Marks one payment refunded (desk) or refund_pending (online); true when the gateway is still to be asked. */
export async function refundPayment(tx: Executor, payment: PaymentRow, now: Date): Promise<boolean> {
  const online = payment.method === 'online' && payment.providerPaymentId !== null;
  const values = online ? { status: 'refund_pending' as const, refundDueAt: now } : { status: 'refunded' as const, refundedAt: now };
  await tx.update(payments).set(values).where(eq(payments.id, payment.id));
  return online;
}

/** Cancels a live booking: its place is freed and a payment made is refunded (online: pending ids returned). */
export async function cancelBookingRow(tx: Executor, booking: BookingRow, reason: string | null, now: Date): Promise<string[]> {
  await tx.update(bookings).set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now }).where(eq(bookings.id, booking.id));
  if (holdsPlace(booking)) await freePlace(tx, slotOf(booking));
  return booking.paymentStatus === 'paid' ? refundBooking(tx, booking, now) : [];
}

// ---- upgrades ---------------------------------------------------------------------------------

/**
 * The pass an upgrade replaced ends: completed, its last day yesterday (or its first, when upgraded on that day), so
 * the new pass alone covers today onwards. Run when the upgrade is confirmed: at once at the gym, on capture online.
 */
export async function endUpgradedPass(tx: Executor, bookingId: string, now: Date): Promise<void> {
  const [old] = await selectBookings(tx).where(eq(bookings.id, bookingId)).for('update', { of: bookings });
  if (!old || old.booking.status !== 'confirmed') return;
  const yesterday = addDays(localNow(now, old.timezone).date, -1);
  const endDate = yesterday < old.booking.startDate ? old.booking.startDate : yesterday < old.booking.endDate ? yesterday : old.booking.endDate;
  await tx.update(bookings).set({ status: 'completed', endDate, updatedAt: now }).where(eq(bookings.id, bookingId));
}

/** A receipt's upgrade line: the new pass's price before the credit, the pass it replaced, and the credit. */
export async function upgradeLine(db: Executor, b: BookingRow, amountPaise: number) {
  if (!b.upgradedFromId) return null;
  const [old] = await db.select({ code: bookings.code, passType: bookings.passType }).from(bookings).where(eq(bookings.id, b.upgradedFromId));
  if (!old) return null;
  return { fromCode: old.code, fromPassType: old.passType, listPricePaise: amountPaise + b.upgradeCreditPaise, creditPaise: b.upgradeCreditPaise };
}

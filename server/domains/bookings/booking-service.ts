import { daysBetween } from '@contract/calendar';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bookingMessages,
  type Booking,
  type BookingCreateBody,
  type BookingCreated,
  type BookingScope,
  type BookingSummary,
  type OwnerBooking,
  type PaymentOrder,
  type Slot,
  type bookingRescheduleBodySchema,
  type gymBookingsQuerySchema,
} from '@contract/bookings/bookings';
import type { Paged } from '@contract/common';
import type { PassType } from '@contract/gyms/gyms';
import type { DeskMethod } from '@contract/bookings/payments';
import { membershipMessages } from '@contract/memberships/memberships';
import type { Db } from '../../db/client';
import { attendance, bookings, gymMemberships, gymPlans, gyms, payments, users } from '../../db/schema';
import { Refusal, conflict, invalid, notFound } from '../../shared/refusals';
import type { PaymentProvider } from '../../providers/payments';
import {
  applyClock,
  bookingColumns,
  cancelBookingRow,
  changeDeadlineOf,
  isLive,
  LAPSED_HOLD_REASON,
  loadBooking,
  lockSlots,
  freePlace,
  frozenFrom,
  holdsPlace,
  newBookingCode,
  notFrozenOn,
  PAYMENT_NOT_STARTED_REASON,
  recordDeskPayment,
  selectBookings,
  slotOf,
  takePlace,
  toBooking,
  toOrder,
  type BookingRow,
  type BookingWithGym,
} from './booking-records';
import { addDays, localNow, slotTimesOf } from '../../shared/gym-clock';
import { forgetClaim, oncePerKey, storeAnswer, type Claim, type Continues, type StoredAnswer } from '../../shared/idempotency';
import { writeBookingCancelled, writeBookingConfirmed, writeBookingRescheduled, writePaymentReceived, type MessagePolicy } from '../messaging';
import { requireOwnedGym, type Executor } from '../../shared/ownership';
import { deskPayer, deskPayerColumns, deskPayment, logDeskAction, paidByOf, recordedByOf, recordedColumns, recorder, recorderColumns, type DeskActor } from '../../shared/desk-actor';
import { activeGym, assertBookable, slotsOfDay, type GymForBooking } from './booking-slots';
import { applyPromo } from './promo-service';
import { createRefunds } from './refunds';
import { noMetrics, type ServiceMetrics } from '../../shared/service-metrics';

export type GymBookingsQuery = z.output<typeof gymBookingsQuerySchema>;
export type RescheduleBody = z.output<typeof bookingRescheduleBodySchema>;

export async function activePlan(db: Executor, gymId: string, passType: PassType) {
  const [plan] = await db
    .select({ id: gymPlans.id, pricePaise: gymPlans.pricePaise, durationDays: gymPlans.durationDays })
    .from(gymPlans)
    .where(and(eq(gymPlans.gymId, gymId), eq(gymPlans.passType, passType), eq(gymPlans.active, true)));
  if (!plan) throw invalid(bookingMessages.passNotOffered, { passType: bookingMessages.passNotOffered });
  return plan;
}

type NewBooking = {
  memberId: string;
  gym: GymForBooking;
  passType: PassType;
  startDate: string;
  slotTime: string;
  paymentMethod: BookingRow['paymentMethod'];
  status: 'pending' | 'confirmed';
  idempotencyKey: string | null;
  now: Date;
  /** a promo code the member typed: checked and counted here, under its row lock */
  promoCode?: string | undefined;
};

/** Takes the place and writes the booking at the plan's own price, less a promo code's discount; the member joins the gym's members. */
async function insertBooking(tx: Executor, b: NewBooking, source: 'booking' | 'walk_in'): Promise<BookingRow> {
  const plan = await activePlan(tx, b.gym.id, b.passType);
  const promo = b.promoCode
    ? await applyPromo(tx, { gymId: b.gym.id, timezone: b.gym.timezone, code: b.promoCode, passType: b.passType, memberId: b.memberId, pricePaise: plan.pricePaise, now: b.now, lock: true })
    : null;
  await takePlace(tx, { gymId: b.gym.id, slotDate: b.startDate, slotTime: b.slotTime }, b.gym.slotCapacity);
  const [row] = await tx
    .insert(bookings)
    .values({
      code: newBookingCode(),
      memberId: b.memberId,
      gymId: b.gym.id,
      planId: plan.id,
      passType: b.passType,
      startDate: b.startDate,
      endDate: addDays(b.startDate, plan.durationDays - 1),
      slotTime: b.slotTime,
      status: b.status,
      paymentStatus: 'unpaid',
      paymentMethod: b.paymentMethod,
      amountPaise: plan.pricePaise - (promo?.discountPaise ?? 0),
      promoId: promo?.promoId ?? null,
      promoCode: promo?.code ?? null,
      discountPaise: promo?.discountPaise ?? 0,
      idempotencyKey: b.idempotencyKey,
      createdAt: b.now,
      updatedAt: b.now,
    })
    .returning();
  await tx.insert(gymMemberships).values({ gymId: b.gym.id, memberId: b.memberId, source, createdAt: b.now }).onConflictDoNothing();
  return row!;
}

export type WalkInBooking = {
  memberId: string;
  gymId: string;
  passType: PassType;
  startDate: string;
  /** omitted: the first slot of the day with room that has not ended */
  slotTime?: string | undefined;
  /** given: paid at the desk now (payment and receipt); omitted: to be paid at the gym */
  deskMethod?: DeskMethod | undefined;
  now: Date;
  /** given: the member hears of it (the owner, who made it, does not) */
  messages?: MessagePolicy | undefined;
};

/**
 * For other features (walk-in members): a confirmed "pay at the gym" booking, inside the caller's
 * transaction, under the same rules as a member's own (active gym, offered pass, open slot with room).
 */
export async function createConfirmedBooking(tx: Executor, w: WalkInBooking): Promise<Booking> {
  const gym = await activeGym(tx, w.gymId);
  let slotTime = w.slotTime;
  if (!slotTime) {
    const slots = await slotsOfDay(tx, gym, w.startDate, w.now);
    // No open slot at all (past date, weekly off, day over): the day's last slot lets assertBookable say why.
    slotTime = (slots.find((s) => s.available > 0) ?? slots[0])?.slotTime ?? slotTimesOf(gym.openingTime, gym.closingTime).at(-1) ?? gym.openingTime;
  }
  assertBookable(gym, w.startDate, slotTime, w.now);
  const row = await insertBooking(
    tx,
    { memberId: w.memberId, gym, passType: w.passType, startDate: w.startDate, slotTime, paymentMethod: 'at_gym', status: 'confirmed', idempotencyKey: null, now: w.now },
    'walk_in',
  );
  const payment = w.deskMethod ? await recordDeskPayment(tx, row, w.deskMethod, w.now) : null;
  if (w.messages) await writeBookingConfirmed(tx, row.id, w.messages, w.now, { tellOwner: false });
  if (w.messages && payment) await writePaymentReceived(tx, payment.id, w.messages, w.now);
  return loadBooking(tx, row.id, w.now);
}

/** For attendance: the member's confirmed (or completed) booking at the gym whose days include today, on the gym's clock; else null. */
export async function findBookingValidToday(db: Executor, { memberId, gymId, now }: { memberId: string; gymId: string; now: Date }): Promise<Booking | null> {
  const [gym] = await db.select({ timezone: gyms.timezone }).from(gyms).where(eq(gyms.id, gymId));
  if (!gym) return null;
  const today = localNow(now, gym.timezone).date;
  const [row] = await selectBookings(db)
    .where(
      and(
        eq(bookings.memberId, memberId),
        eq(bookings.gymId, gymId),
        inArray(bookings.status, ['confirmed', 'completed']),
        lte(bookings.startDate, today),
        gte(bookings.endDate, today),
        notFrozenOn(today),
      ),
    )
    .orderBy(desc(bookings.endDate))
    .limit(1);
  return row ? toBooking(row, now) : null;
}

const withMember = {
  ...bookingColumns,
  memberFirst: users.firstName,
  memberLast: users.lastName,
  memberMobile: users.mobile,
  ...recorderColumns(bookings.recordedByRole),
  ...deskPayerColumns,
};
type OwnerRow = BookingWithGym & { memberFirst: string | null; memberLast: string | null; memberMobile: string } & Parameters<typeof recordedByOf>[0] & Parameters<typeof paidByOf>[0];
const selectOwnerBookings = (db: Executor) =>
  db
    .select(withMember)
    .from(bookings)
    .innerJoin(gyms, eq(gyms.id, bookings.gymId))
    .innerJoin(users, eq(users.id, bookings.memberId))
    .leftJoin(recorder, eq(recorder.id, bookings.recordedById))
    .leftJoin(deskPayment, and(eq(deskPayment.bookingId, bookings.id), isNotNull(deskPayment.deskMethod)))
    .leftJoin(deskPayer, eq(deskPayer.id, deskPayment.recordedById));
const toOwnerBooking = (row: OwnerRow, now: Date): OwnerBooking => ({
  ...toBooking(row, now),
  memberName: [row.memberFirst, row.memberLast].filter(Boolean).join(' ') || row.memberMobile,
  memberMobile: row.memberMobile,
  recordedBy: recordedByOf(row),
  paidBy: paidByOf(row),
});

/** For attendance and the owner: a booking at one of the owner's gyms by its code; not found otherwise. */
export async function findBookingByCode(db: Executor, { ownerId, code, now }: { ownerId: string; code: string; now: Date }): Promise<OwnerBooking> {
  const [row] = await selectOwnerBookings(db).where(and(eq(bookings.code, code.trim().toUpperCase()), eq(gyms.ownerId, ownerId)));
  if (!row) throw notFound(bookingMessages.notFound);
  return toOwnerBooking(row, now);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const paged = <T>(items: T[], total: number, page: number, pageSize: number): Paged<T> => ({
  items,
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

type BookingServiceDeps = { db: Db; now: () => Date; payments: PaymentProvider; metrics?: ServiceMetrics; messages: MessagePolicy; log?: (line: string) => void };

export function createBookingService({ db, now, payments: provider, metrics = noMetrics, messages, log }: BookingServiceDeps) {
  const refunds = createRefunds({ db, now, payments: provider, log });
  /** Lapsed holds and ended passes first, so every answer follows the clock. */
  const settle = () => applyClock(db, now());

  async function slots(gymId: string, date: string): Promise<Slot[]> {
    await settle();
    const gym = await activeGym(db, gymId);
    return slotsOfDay(db, gym, date, now());
  }

  /**
   * Online: the pending booking commits with its place first, the gateway is asked outside any
   * transaction, then the order is stored in a short second write, so a slow gateway holds no
   * slot lock and no connection. Retries with the key wait for that answer (idempotency.ts).
   */
  async function create(memberId: string, body: BookingCreateBody, key: string): Promise<StoredAnswer<BookingCreated>> {
    await settle();
    const claim: Claim = { userId: memberId, key, scope: 'bookings.create', request: body };
    // Counted once its transaction commits: a retry answered from the key, or a rolled-back one, created nothing.
    let created = false;
    const first = await oncePerKey<BookingCreated, BookingRow>(db, claim, async (tx) => {
      const held = await holdPlace(tx, memberId, body, key);
      created = true;
      return held;
    });
    if (created) metrics.bookingCreated();
    return 'continues' in first ? openOrder(claim, first.continues) : first;
  }

  /** The booking with its place: confirmed when paid at the gym; pending, continued at the gateway, when online. */
  async function holdPlace(tx: Executor, memberId: string, body: BookingCreateBody, key: string): Promise<StoredAnswer<BookingCreated> | Continues<BookingRow>> {
    const at = now();
    const gym = await activeGym(tx, body.gymId);
    assertBookable(gym, body.startDate, body.slotTime, at);
    const online = body.paymentMethod === 'online';
    const row = await insertBooking(
      tx,
      {
        memberId,
        gym,
        passType: body.passType,
        startDate: body.startDate,
        slotTime: body.slotTime,
        paymentMethod: body.paymentMethod,
        status: online ? 'pending' : 'confirmed',
        idempotencyKey: key,
        now: at,
        promoCode: body.promoCode || undefined,
      },
      'booking',
    );
    // Online bookings are confirmed (and heard of) when their payment is captured.
    if (online) return { continues: row };
    await writeBookingConfirmed(tx, row.id, messages, at);
    return { created: true, message: bookingMessages.confirmed, data: { booking: await loadBooking(tx, row.id, at) } };
  }

  /** An order at the gateway for the booking's amount, recorded so its answer (checkout, webhook) finds the booking. */
  async function openOrder(claim: Claim, row: BookingRow): Promise<StoredAnswer<BookingCreated>> {
    let orderId: string;
    try {
      ({ orderId } = await provider.createOrder({ amountPaise: row.amountPaise, receipt: row.code }));
    } catch (error) {
      await db.transaction((tx) => releaseUnorderedHold(tx, claim, row));
      throw new Refusal('upstream-failed', bookingMessages.paymentNotStarted, undefined, error);
    }
    const stored = await db.transaction((tx) => recordOrder(tx, claim, row, orderId));
    if (typeof stored === 'string') throw conflict(stored === LAPSED_HOLD_REASON ? bookingMessages.expired : bookingMessages.paymentNotStarted);
    return stored;
  }

  /** The order's reference beside its booking, and the answer kept for retries; or why the booking stopped waiting meanwhile. */
  async function recordOrder(tx: Executor, claim: Claim, row: BookingRow, orderId: string): Promise<StoredAnswer<BookingCreated> | string> {
    const [held] = await tx.select({ status: bookings.status, cancelReason: bookings.cancelReason }).from(bookings).where(eq(bookings.id, row.id)).for('update');
    if (held?.status !== 'pending') {
      await forgetClaim(tx, claim);
      return held?.cancelReason ?? '';
    }
    const [payment] = await tx
      .insert(payments)
      .values({ bookingId: row.id, memberId: row.memberId, gymId: row.gymId, amountPaise: row.amountPaise, method: 'online', status: 'created', provider: provider.name, providerOrderId: orderId, createdAt: row.createdAt })
      .returning();
    const data = { booking: await loadBooking(tx, row.id, now()), payment: toOrder(payment!, provider) };
    return storeAnswer(tx, claim, { created: true, message: bookingMessages.awaitingPayment, data });
  }

  /** No order, no booking: a member who cannot pay gets the place back at once (not after the 15-minute hold) and may retry with the same key. */
  async function releaseUnorderedHold(tx: Executor, claim: Claim, row: BookingRow): Promise<void> {
    const at = now();
    const released = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: at, cancelReason: PAYMENT_NOT_STARTED_REASON, idempotencyKey: null, updatedAt: at })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, 'pending')))
      .returning({ id: bookings.id });
    if (released.length > 0 && holdsPlace(row)) await freePlace(tx, slotOf(row));
    await forgetClaim(tx, claim);
  }

  async function memberBooking(tx: Executor, memberId: string, bookingId: string, lock = false): Promise<BookingWithGym> {
    const query = selectBookings(tx).where(and(eq(bookings.id, bookingId), eq(bookings.memberId, memberId)));
    const [row] = lock ? await query.for('update', { of: bookings }) : await query;
    if (!row) throw notFound(bookingMessages.notFound);
    return row;
  }

  async function get(memberId: string, bookingId: string): Promise<{ booking: Booking; payment?: PaymentOrder }> {
    await settle();
    const row = await memberBooking(db, memberId, bookingId);
    const booking = toBooking(row, now());
    if (booking.status !== 'pending') return { booking };
    // A pending booking keeps its order: a failed payment is retried on the same booking.
    const [open] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, ['created', 'failed'])))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return open ? { booking, payment: toOrder(open, provider) } : { booking };
  }

  async function summary(memberId: string): Promise<BookingSummary> {
    const upcoming = await mine(memberId, { scope: 'upcoming', page: 1, pageSize: 1 });
    const [{ visits } = { visits: 0 }] = await db.select({ visits: count() }).from(attendance).where(eq(attendance.memberId, memberId));
    return { next: upcoming.items[0] ?? null, upcomingCount: upcoming.total, visitCount: visits };
  }

  async function mine(memberId: string, { scope, page, pageSize }: { scope: BookingScope; page: number; pageSize: number }): Promise<Paged<Booking>> {
    await settle();
    const at = now();
    const upcoming = and(
      inArray(bookings.status, ['pending', 'confirmed']),
      sql`${bookings.endDate} >= (${at.toISOString()}::timestamptz at time zone ${gyms.timezone})::date`,
    )!;
    const where: SQL[] = [eq(bookings.memberId, memberId)];
    if (scope === 'upcoming') where.push(upcoming);
    if (scope === 'past') where.push(sql`not (${upcoming})`);
    const order = scope === 'upcoming' ? [asc(bookings.startDate), asc(bookings.slotTime)] : [desc(bookings.startDate), desc(bookings.slotTime)];
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(bookings).innerJoin(gyms, eq(gyms.id, bookings.gymId)).where(and(...where));
    const rows = await selectBookings(db).where(and(...where)).orderBy(...order, asc(bookings.id)).limit(pageSize).offset((page - 1) * pageSize);
    return paged(rows.map((r) => toBooking(r, at)), total, page, pageSize);
  }

  /** The member's cancel: inside the window only; frees the place and refunds a payment. */
  async function cancel(memberId: string, bookingId: string, reason: string | undefined): Promise<Booking> {
    await settle();
    const pending = await db.transaction(async (tx) => {
      const at = now();
      const row = await memberBooking(tx, memberId, bookingId, true);
      if (!isLive(row.booking.status)) throw conflict(bookingMessages.cancelOnlyLive);
      // A held (unpaid) upgrade may be abandoned at any time: the pass it would replace keeps running.
      const abandoning = row.booking.upgradedFromId !== null && row.booking.status === 'pending';
      if (row.booking.upgradedFromId && !abandoning) throw conflict(membershipMessages.upgradeNoChange);
      if (!abandoning && at > changeDeadlineOf(row.booking, row.timezone)) throw conflict(bookingMessages.changeWindow);
      const ids = await cancelBookingRow(tx, row.booking, reason ?? null, at);
      await writeBookingCancelled(tx, bookingId, 'member', messages, at, row.booking.status === 'confirmed');
      return ids;
    });
    // The cancel stands whatever the gateway answers: a refund it refuses now is retried by the worker.
    await refunds.refundNow(pending);
    return loadBooking(db, bookingId, now());
  }

  /** Moves the place in one transaction: the new slot is taken and the old one freed together, or neither. */
  async function reschedule(memberId: string, { bookingId, startDate, slotTime }: RescheduleBody): Promise<Booking> {
    await settle();
    return db.transaction(async (tx) => {
      const at = now();
      const row = await memberBooking(tx, memberId, bookingId, true);
      const b = row.booking;
      if (!isLive(b.status)) throw conflict(bookingMessages.rescheduleOnlyLive);
      if (b.upgradedFromId) throw conflict(membershipMessages.upgradeNoChange);
      if (at > changeDeadlineOf(b, row.timezone)) throw conflict(bookingMessages.changeWindow);
      // Its freezes are dates of this pass: moving the pass would leave them on days it no longer covers.
      if (row.freezes.length > 0) throw conflict(membershipMessages.frozenPassNoReschedule);
      if (b.startDate === startDate && b.slotTime === slotTime) throw invalid(bookingMessages.sameSlot, { startDate: bookingMessages.sameSlot });
      const gym = await activeGym(tx, b.gymId);
      assertBookable(gym, startDate, slotTime, at);
      const next = { gymId: b.gymId, slotDate: startDate, slotTime };
      await lockSlots(tx, [slotOf(b), next], gym.slotCapacity);
      await freePlace(tx, slotOf(b));
      await takePlace(tx, next, gym.slotCapacity);
      const days = daysBetween(b.startDate, b.endDate);
      await tx.update(bookings).set({ startDate, slotTime, endDate: addDays(startDate, days), updatedAt: at }).where(eq(bookings.id, bookingId));
      await writeBookingRescheduled(tx, b, bookingId, messages, at);
      return loadBooking(tx, bookingId, at);
    });
  }

  /** The owner's list of one of their gyms: filters on start date, status and payment; search by name, mobile or code. */
  async function ofGym(ownerId: string, q: GymBookingsQuery): Promise<Paged<OwnerBooking>> {
    await settle();
    const owned = await requireOwnedGym(db, ownerId, q.gymId);
    const where: SQL[] = [eq(bookings.gymId, q.gymId)];
    if (q.frozen) where.push(frozenFrom(localNow(now(), owned.timezone).date));
    if (q.from) where.push(gte(bookings.startDate, q.from));
    if (q.to) where.push(lte(bookings.startDate, q.to));
    if (q.status) where.push(eq(bookings.status, q.status));
    if (q.payment) where.push(eq(bookings.paymentStatus, q.payment));
    if (q.q) {
      const like = `%${escapeLike(q.q)}%`;
      where.push(
        or(
          ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, like),
          ilike(users.mobile, `%${escapeLike(q.q.replace(/[\s-]/g, ''))}%`),
          ilike(bookings.code, like),
        )!,
      );
    }
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.memberId))
      .where(and(...where));
    const rows = await selectOwnerBookings(db)
      .where(and(...where))
      .orderBy(desc(bookings.startDate), desc(bookings.slotTime), asc(bookings.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const at = now();
    return paged(rows.map((r) => toOwnerBooking(r, at)), total, q.page, q.pageSize);
  }

  /** The owner's moves: confirmed → completed; pending/confirmed → cancelled (any time, refunding a payment). */
  async function setStatus(
    ownerId: string,
    { bookingId, status, reason }: { bookingId: string; status: 'completed' | 'cancelled'; reason?: string | undefined },
    actor?: DeskActor,
  ): Promise<OwnerBooking> {
    await settle();
    const pending = await db.transaction(async (tx) => {
      const at = now();
      const [row] = await selectOwnerBookings(tx).where(and(eq(bookings.id, bookingId), eq(gyms.ownerId, ownerId))).for('update', { of: bookings });
      if (!row) throw notFound(bookingMessages.notFound);
      if (status === 'completed') {
        if (row.booking.status !== 'confirmed') throw conflict(bookingMessages.completeOnlyConfirmed);
        await tx.update(bookings).set({ status: 'completed', updatedAt: at, ...recordedColumns(actor) }).where(eq(bookings.id, bookingId));
        await logDeskAction(tx, actor, { gymId: row.booking.gymId, kind: 'status_change', at });
        return [];
      }
      if (!isLive(row.booking.status)) throw conflict(bookingMessages.cancelOnlyLive);
      // Its upgrade's payment may still come: the money would buy a pass replacing a cancelled one.
      const [held] = await tx.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.upgradedFromId, bookingId), eq(bookings.status, 'pending')));
      if (held) throw conflict(membershipMessages.upgradeHeldNoCancel);
      const ids = await cancelBookingRow(tx, row.booking, reason ?? null, at);
      await tx.update(bookings).set(recordedColumns(actor)).where(eq(bookings.id, bookingId));
      await logDeskAction(tx, actor, { gymId: row.booking.gymId, kind: 'status_change', at });
      await writeBookingCancelled(tx, bookingId, 'gym', messages, at, row.booking.status === 'confirmed');
      return ids;
    });
    // Asked after commit, as the member's cancel does.
    await refunds.refundNow(pending);
    const [after] = await selectOwnerBookings(db).where(eq(bookings.id, bookingId));
    return toOwnerBooking(after!, now());
  }

  async function byCode(ownerId: string, code: string): Promise<OwnerBooking> {
    await settle();
    return findBookingByCode(db, { ownerId, code, now: now() });
  }

  // continueOrder: a held booking made elsewhere (an upgrade) gets its gateway order as a new booking does.
  return { slots, create, get, mine, summary, cancel, reschedule, ofGym, setStatus, byCode, settle, continueOrder: openOrder };
}

export type BookingService = ReturnType<typeof createBookingService>;

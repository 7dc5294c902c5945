import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { createHash } from 'node:crypto';
import { bookingMessages } from '@contract/bookings/bookings';
import type { Paged } from '@contract/common';
import {
  GYM_SAC,
  paymentMessages,
  taxLines,
  type DeskMethod,
  type Earnings,
  type gymPaymentsQuerySchema,
  type OwnerPayment,
  type Payment,
  type PaymentResult,
  type Receipt,
} from '@contract/bookings/payments';
import type { Db } from '../../db/client';
import { bookings, gyms, payments, users, webhookEvents } from '../../db/schema';
import { conflict, invalid, notFound } from '../../shared/refusals';
import { randomId, type PaymentProvider } from '../../providers/payments';
import {
  applyClock,
  endUpgradedPass,
  freePlace,
  HOLD_MS,
  holdsPlace,
  LAPSED_HOLD_REASON,
  loadBooking,
  markPaymentPaid,
  recordDeskPayment,
  refundPayment,
  slotOf,
  upgradeLine,
  type PaymentRow,
} from './booking-records';
import { oncePerKey, type StoredAnswer } from '../../shared/idempotency';
import { writeBookingConfirmed, writePaymentReceived, type MessagePolicy } from '../messaging';
import { createRefunds } from './refunds';
import { noMetrics, type PaymentOutcome, type ServiceMetrics } from '../../shared/service-metrics';
import { addDays } from '../../shared/gym-clock';
import type { Executor } from '../../shared/ownership';
import { logDeskAction, recordedByOf, recordedColumns, recorder, recorderColumns, type DeskActor } from '../../shared/desk-actor';
import { worksAt } from '../../shared/staff-permissions';

/** whoever took a payment at the desk (issue 38) */

type GymPaymentsQuery = z.output<typeof gymPaymentsQuerySchema>;

const paymentColumns = {
  payment: payments,
  bookingCode: bookings.code,
  passType: bookings.passType,
  gymName: gyms.name,
  timeZone: gyms.timezone,
};
type PaymentWithContext = { payment: PaymentRow; bookingCode: string; passType: Payment['passType']; gymName: string; timeZone: string };
const selectPayments = (db: Executor) =>
  db.select(paymentColumns).from(payments).innerJoin(bookings, eq(bookings.id, payments.bookingId)).innerJoin(gyms, eq(gyms.id, payments.gymId));

const toPayment = ({ payment: p, bookingCode, passType, gymName, timeZone }: PaymentWithContext): Payment => ({
  id: p.id,
  bookingId: p.bookingId,
  bookingCode,
  gymId: p.gymId,
  gymName,
  timeZone,
  passType,
  amountPaise: p.amountPaise,
  method: p.method,
  deskMethod: p.deskMethod,
  status: p.status,
  provider: p.provider,
  receiptNumber: p.receiptNumber,
  createdAt: p.createdAt.toISOString(),
  paidAt: p.paidAt?.toISOString() ?? null,
  refundedAt: p.refundedAt?.toISOString() ?? null,
});

async function paymentById(db: Executor, paymentId: string): Promise<Payment> {
  const [row] = await selectPayments(db).where(eq(payments.id, paymentId));
  if (!row) throw notFound(paymentMessages.notFound);
  return toPayment(row);
}

/** Razorpay's webhook payload, as far as it is read here. */
type WebhookEvent = {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; status?: string } };
    refund?: { entity?: { id?: string; payment_id?: string } };
    token?: { entity?: { id?: string; order_id?: string } };
  };
};

/** onTokenEvent: a mandate's token webhook (issue 39), applied by the memberships domain in the event's transaction */
type TokenEvent = { event?: string; orderId?: string; tokenId?: string };
type PaymentServiceDeps = {
  db: Db;
  now: () => Date;
  payments: PaymentProvider;
  metrics?: ServiceMetrics;
  messages: MessagePolicy;
  log?: (line: string) => void;
  onTokenEvent?: (tx: Executor, event: TokenEvent) => Promise<void>;
};

export function createPaymentService({ db, now, payments: provider, metrics = noMetrics, messages, log, onTokenEvent }: PaymentServiceDeps) {
  const refunds = createRefunds({ db, now, payments: provider, log });
  const settle = () => applyClock(db, now());

  // Outcomes noted inside a transaction are counted once it commits: a rolled-back capture was never paid.
  // Refunds it made pending are asked of the gateway then too, outside the transaction (issue 20).
  type AfterCommit = { outcomes: PaymentOutcome[]; refunds: string[] };
  const noted = new WeakMap<Executor, AfterCommit>();
  const note = (tx: Executor, outcome: PaymentOutcome) => void noted.get(tx)?.outcomes.push(outcome);
  const noteRefund = (tx: Executor, paymentId: string) => void noted.get(tx)?.refunds.push(paymentId);
  async function countingOutcomes<T>(run: (track: (tx: Executor) => void) => Promise<T>): Promise<T> {
    const after: AfterCommit = { outcomes: [], refunds: [] };
    const result = await run((tx) => void noted.set(tx, after));
    for (const outcome of after.outcomes) metrics.payment(outcome);
    await refunds.refundNow(after.refunds);
    return result;
  }

  /** The member's order, locked with its booking, or not found (another member's order is not theirs to see). */
  async function memberOrder(tx: Executor, memberId: string, orderId: string) {
    const [row] = await tx
      .select({ payment: payments, booking: bookings })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(and(eq(payments.providerOrderId, orderId), eq(payments.memberId, memberId)))
      .for('update');
    if (!row) throw notFound(paymentMessages.orderNotFound);
    return row;
  }

  /**
   * Money captured for an order: the payment is paid (once) and its pending booking confirmed. If the
   * booking is no longer waiting (its hold lapsed, or it was cancelled) the money goes straight back.
   */
  async function applyCapture(tx: Executor, payment: PaymentRow, providerPaymentId: string, at: Date): Promise<void> {
    if (payment.status !== 'created' && payment.status !== 'failed') return;
    const paid = await markPaymentPaid(tx, payment, providerPaymentId, at);
    note(tx, 'paid');
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for('update');
    if (booking?.status === 'pending' && booking.createdAt.getTime() + HOLD_MS > at.getTime()) {
      await tx.update(bookings).set({ status: 'confirmed', paymentStatus: 'paid', updatedAt: at }).where(eq(bookings.id, booking.id));
      // An upgrade paid online replaces its old pass only now: until the money came, the old pass kept running.
      if (booking.upgradedFromId) await endUpgradedPass(tx, booking.upgradedFromId, at);
      await writeBookingConfirmed(tx, booking.id, messages, at);
      await writePaymentReceived(tx, paid.id, messages, at);
      return;
    }
    // A hold that lapsed a moment ago and was not yet swept ends here, as the sweep would end it.
    if (booking?.status === 'pending') {
      await tx.update(bookings).set({ status: 'cancelled', cancelledAt: at, cancelReason: LAPSED_HOLD_REASON, updatedAt: at }).where(eq(bookings.id, booking.id));
      if (holdsPlace(booking)) await freePlace(tx, slotOf(booking));
    }
    if (await refundPayment(tx, paid, at)) noteRefund(tx, paid.id);
    note(tx, 'refunded');
    if (booking) await tx.update(bookings).set({ paymentStatus: 'refunded', updatedAt: at }).where(eq(bookings.id, booking.id));
  }

  async function applyFailure(tx: Executor, payment: PaymentRow, at: Date): Promise<void> {
    if (payment.status !== 'created') return;
    await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, payment.id));
    note(tx, 'failed');
    await tx
      .update(bookings)
      .set({ paymentStatus: 'failed', updatedAt: at })
      .where(and(eq(bookings.id, payment.bookingId), eq(bookings.status, 'pending')));
  }

  async function result(tx: Executor, payment: PaymentRow, at: Date): Promise<PaymentResult> {
    return { booking: await loadBooking(tx, payment.bookingId, at), payment: await paymentById(tx, payment.id) };
  }

  /** The test gateway's checkout: "Pay" captures, "Fail" records a failure the member may retry while the hold lasts. */
  async function testPay(memberId: string, { orderId, outcome }: { orderId: string; outcome: 'success' | 'failure' }): Promise<{ message: string; data: PaymentResult }> {
    if (provider.name !== 'test') throw notFound(paymentMessages.testOnly);
    await settle();
    return countingOutcomes((track) => db.transaction(async (tx) => {
      track(tx);
      const at = now();
      const { payment, booking } = await memberOrder(tx, memberId, orderId);
      if (payment.status === 'paid') return { message: paymentMessages.paid, data: await result(tx, payment, at) };
      if (booking.status !== 'pending') throw conflict(booking.status === 'cancelled' && booking.cancelReason?.startsWith('Not paid') ? bookingMessages.expired : bookingMessages.cancelOnlyLive);
      if (outcome === 'failure') {
        await applyFailure(tx, payment, at);
        return { message: paymentMessages.failed, data: await result(tx, payment, at) };
      }
      await applyCapture(tx, payment, randomId('pay_test'), at);
      return { message: paymentMessages.paid, data: await result(tx, payment, at) };
    }));
  }

  /** Razorpay Checkout's answer, signature checked, applied like the captured webhook (whichever comes first wins). */
  async function verify(memberId: string, { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string }) {
    if (provider.name !== 'razorpay') throw notFound(paymentMessages.razorpayOnly);
    if (!provider.verifyCheckout({ orderId, paymentId, signature })) throw invalid(paymentMessages.signatureInvalid);
    await settle();
    return countingOutcomes((track) => db.transaction(async (tx) => {
      track(tx);
      const at = now();
      const { payment } = await memberOrder(tx, memberId, orderId);
      await applyCapture(tx, payment, paymentId, at);
      const data = await result(tx, payment, at);
      return { message: data.booking.status === 'confirmed' ? paymentMessages.paid : bookingMessages.expired, data };
    }));
  }

  /**
   * A gateway webhook: signature over the raw body, then each event id applied once. States only move
   * forward (created → failed → paid → refunded), so events arriving late or twice change nothing.
   */
  async function webhook(rawBody: string, signature: string | undefined, eventIdHeader: string | undefined): Promise<{ applied: boolean }> {
    if (!signature || !provider.verifyWebhook(rawBody, signature)) throw invalid(paymentMessages.signatureInvalid);
    await settle();
    const event = JSON.parse(rawBody) as WebhookEvent;
    const eventId = eventIdHeader || createHash('sha256').update(rawBody).digest('hex');
    return countingOutcomes((track) => db.transaction(async (tx) => {
      track(tx);
      const at = now();
      const fresh = await tx.insert(webhookEvents).values({ id: eventId, provider: provider.name, receivedAt: at }).onConflictDoNothing().returning({ id: webhookEvents.id });
      if (fresh.length === 0) return { applied: false };
      const entity = event.payload?.payment?.entity;
      const refund = event.payload?.refund?.entity;
      const orderPayment = entity?.order_id ? (await tx.select().from(payments).where(eq(payments.providerOrderId, entity.order_id)).for('update'))[0] : undefined;
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && orderPayment && entity?.id) await applyCapture(tx, orderPayment, entity.id, at);
      if (event.event === 'payment.failed' && orderPayment) await applyFailure(tx, orderPayment, at);
      if (event.event === 'refund.processed' && refund?.payment_id) await applyRefundEvent(tx, refund.payment_id, refund.id ?? null, entity?.order_id, at);
      const token = event.payload?.token?.entity;
      if (event.event?.startsWith('token.') && onTokenEvent) await onTokenEvent(tx, { event: event.event, orderId: token?.order_id ?? entity?.order_id, tokenId: token?.id });
      return { applied: true };
    }));
  }

  /** A refund the gateway reports (even before its capture arrives): the payment ends refunded. */
  async function applyRefundEvent(tx: Executor, providerPaymentId: string, refundId: string | null, orderId: string | undefined, at: Date) {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(orderId ? eq(payments.providerOrderId, orderId) : eq(payments.providerPaymentId, providerPaymentId))
      .for('update');
    if (!payment || payment.status === 'refunded') return;
    await tx
      .update(payments)
      .set({ status: 'refunded', providerPaymentId, refundedAt: at, providerRefundId: refundId, refundDueAt: null })
      .where(eq(payments.id, payment.id));
    await tx.update(bookings).set({ paymentStatus: 'refunded', updatedAt: at }).where(eq(bookings.id, payment.bookingId));
    note(tx, 'refunded');
  }

  /** The owner records a payment at the desk (cash, UPI or card): once per booking, with its receipt. */
  async function markPaid(
    ownerId: string,
    { bookingId, deskMethod }: { bookingId: string; deskMethod: DeskMethod },
    key: string,
    actor?: DeskActor,
  ): Promise<StoredAnswer<PaymentResult>> {
    await settle();
    return countingOutcomes((track) => oncePerKey(db, { userId: ownerId, key, scope: 'payments.mark-paid', request: { bookingId, deskMethod } }, async (tx) => {
      track(tx);
      const at = now();
      const [row] = await tx
        .select({ booking: bookings })
        .from(bookings)
        .innerJoin(gyms, eq(gyms.id, bookings.gymId))
        .where(and(eq(bookings.id, bookingId), eq(gyms.ownerId, ownerId)))
        .for('update', { of: bookings });
      if (!row) throw notFound(bookingMessages.notFound);
      const b = row.booking;
      if (b.paymentStatus === 'paid') throw conflict(paymentMessages.alreadyPaid);
      if (b.paymentMethod !== 'at_gym' || !['confirmed', 'completed'].includes(b.status) || b.paymentStatus !== 'unpaid') throw conflict(paymentMessages.notPayableAtDesk);
      const payment = await recordDeskPayment(tx, b, deskMethod, at);
      await tx.update(payments).set(recordedColumns(actor)).where(eq(payments.id, payment.id));
      await tx.update(bookings).set(recordedColumns(actor)).where(eq(bookings.id, b.id));
      await logDeskAction(tx, actor, { gymId: b.gymId, kind: 'payment', at });
      note(tx, 'paid_at_desk');
      await writePaymentReceived(tx, payment.id, messages, at);
      return { created: true, message: paymentMessages.markedPaid, data: await result(tx, payment, at) };
    }));
  }

  /** The member's payments, newest first (orders never paid are not payments). */
  async function history(memberId: string, { page, pageSize }: { page: number; pageSize: number }): Promise<Paged<Payment>> {
    const where = and(eq(payments.memberId, memberId), inArray(payments.status, ['paid', 'failed', 'refund_pending', 'refunded']));
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(payments).where(where);
    const rows = await selectPayments(db).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(pageSize).offset((page - 1) * pageSize);
    return { items: rows.map(toPayment), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  }

  /** A receipt for the member who paid or the owner of the gym paid; anyone else finds nothing. */
  /** The member's own receipt, or one of the gym's for its owner and its staff (the desk hands a receipt over, issue 38). */
  async function receipt(user: { id: string; userType: string }, paymentId: string): Promise<Receipt> {
    const [row] = await db
      .select({ payment: payments, booking: bookings, gym: gyms, member: users })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .innerJoin(gyms, eq(gyms.id, payments.gymId))
      .innerJoin(users, eq(users.id, payments.memberId))
      .where(eq(payments.id, paymentId));
    const mayRead = row && (row.payment.memberId === user.id || row.gym.ownerId === user.id || (user.userType === 'staff' && (await worksAt(db, user.id, row.gym.id))));
    if (!row || !mayRead || !row.payment.receiptNumber) throw notFound(paymentMessages.notFound);
    const { payment: p, booking: b, gym: g, member: m } = row;
    return {
      receiptNumber: p.receiptNumber!,
      issuedAt: (p.paidAt ?? p.createdAt).toISOString(),
      timeZone: g.timezone,
      gym: { name: g.name, address: g.address, area: g.area, city: g.city, state: g.state, pincode: g.pincode, contactNumber: g.contactNumber },
      member: { name: [m.firstName, m.lastName].filter(Boolean).join(' ') || m.mobile, mobile: m.mobile },
      booking: { code: b.code, passType: b.passType, startDate: b.startDate, endDate: b.endDate, slotTime: b.slotTime },
      amountPaise: p.amountPaise,
      discount: b.promoCode && b.discountPaise > 0 ? { code: b.promoCode, listPricePaise: p.amountPaise + b.discountPaise, discountPaise: b.discountPaise } : null,
      upgrade: await upgradeLine(db, b, p.amountPaise),
      method: p.method,
      deskMethod: p.deskMethod,
      status: p.status,
      refundedAt: p.refundedAt?.toISOString() ?? null,
      tax: g.gstin ? { gstin: g.gstin, sac: GYM_SAC, rateBp: g.gstRateBp, ...taxLines(p.amountPaise, g.gstRateBp) } : null,
    };
  }

  /** The owner's gyms to count: one (checked to be theirs, not found otherwise) or all of them. */
  async function ownedGymIds(ownerId: string, gymId: string | undefined): Promise<{ ids: string[] }> {
    const rows = await db
      .select({ id: gyms.id })
      .from(gyms)
      .where(gymId ? and(eq(gyms.ownerId, ownerId), eq(gyms.id, gymId)) : eq(gyms.ownerId, ownerId));
    if (gymId && rows.length === 0) throw notFound(bookingMessages.gymNotFound);
    return { ids: rows.map((r) => r.id) };
  }

  /** Money taken (paid, not refunded) by the day it was paid on the gym's clock; refunds by the day they were made. "Today" and
   * "this month" are each gym's own, so an owner's gyms in two zones are each counted on their own calendar. */
  async function earnings(ownerId: string, { gymId, from, to }: { gymId?: string | undefined; from: string; to: string }): Promise<Earnings> {
    const { ids } = await ownedGymIds(ownerId, gymId);
    const empty = { paise: 0, count: 0 };
    if (ids.length === 0) return { today: empty, month: empty, range: empty, refunds: empty, perGym: [], perPass: [], daily: [] };
    // The app's clock, not the database's (tests and replicas agree on the app's).
    const gymToday = sql`(${now().toISOString()}::timestamptz at time zone ${gyms.timezone})::date`;
    const paidDay = sql`(${payments.paidAt} at time zone ${gyms.timezone})::date`;
    const refundDay = sql`(${payments.refundedAt} at time zone ${gyms.timezone})::date`;
    const totals = { paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int`, count: sql<number>`count(*)::int` };
    const paidBetween = (a: SQL, b: SQL) => and(inArray(payments.gymId, ids), eq(payments.status, 'paid'), sql`${paidDay} between ${a} and ${b}`);
    const day = (d: string) => sql`${d}::date`;
    const sum = async (where: SQL | undefined) => (await db.select(totals).from(payments).innerJoin(gyms, eq(gyms.id, payments.gymId)).where(where))[0] ?? empty;
    const inRange = paidBetween(day(from), day(to));
    const [todayTotal, monthTotal, rangeTotal, refunds, perGym, perPass, daily] = await Promise.all([
      sum(paidBetween(gymToday, gymToday)),
      sum(paidBetween(sql`date_trunc('month', ${gymToday})::date`, gymToday)),
      sum(inRange),
      sum(and(inArray(payments.gymId, ids), eq(payments.status, 'refunded'), sql`${refundDay} between ${day(from)} and ${day(to)}`)),
      db.select({ gymId: gyms.id, gymName: gyms.name, ...totals }).from(payments).innerJoin(gyms, eq(gyms.id, payments.gymId)).where(inRange).groupBy(gyms.id, gyms.name).orderBy(desc(totals.paise)),
      db
        .select({ passType: bookings.passType, ...totals })
        .from(payments)
        .innerJoin(gyms, eq(gyms.id, payments.gymId))
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(inRange)
        .groupBy(bookings.passType),
      db
        .select({ date: sql<string>`${paidDay}::text`, paise: totals.paise })
        .from(payments)
        .innerJoin(gyms, eq(gyms.id, payments.gymId))
        .where(inRange)
        .groupBy(paidDay),
    ]);
    const byDay = new Map(daily.map((d) => [d.date, d.paise]));
    const days: { date: string; paise: number }[] = [];
    for (let d = from; d <= to && days.length < 400; d = addDays(d, 1)) days.push({ date: d, paise: byDay.get(d) ?? 0 });
    const passOrder = (p: string) => (['day', 'weekly', 'monthly', 'quarterly', 'yearly'] as const).indexOf(p as 'day');
    return {
      today: todayTotal,
      month: monthTotal,
      range: rangeTotal,
      refunds,
      perGym,
      perPass: perPass.sort((a, b) => passOrder(a.passType) - passOrder(b.passType)),
      daily: days,
    };
  }

  /** The owner's payments list: paid, failed and refunded payments of their gyms, newest first. */
  async function ofGyms(ownerId: string, q: GymPaymentsQuery): Promise<Paged<OwnerPayment>> {
    const { ids } = await ownedGymIds(ownerId, q.gymId);
    if (ids.length === 0) return { items: [], page: q.page, pageSize: q.pageSize, total: 0, totalPages: 0 };
    const day = sql`(coalesce(${payments.paidAt}, ${payments.createdAt}) at time zone ${gyms.timezone})::date`;
    const where = and(
      inArray(payments.gymId, ids),
      inArray(payments.status, q.status ? [q.status] : ['paid', 'failed', 'refund_pending', 'refunded']),
      q.method ? eq(payments.method, q.method) : undefined,
      sql`${day} between ${q.from}::date and ${q.to}::date`,
    );
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(payments).innerJoin(gyms, eq(gyms.id, payments.gymId)).where(where);
    const rows = await db
      .select({
        ...paymentColumns,
        memberFirst: users.firstName,
        memberLast: users.lastName,
        memberMobile: users.mobile,
        ...recorderColumns(payments.recordedByRole),
      })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .innerJoin(gyms, eq(gyms.id, payments.gymId))
      .innerJoin(users, eq(users.id, payments.memberId))
      .leftJoin(recorder, eq(recorder.id, payments.recordedById))
      .where(where)
      .orderBy(desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`), desc(payments.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const items = rows.map((r) => ({
      ...toPayment(r),
      memberName: [r.memberFirst, r.memberLast].filter(Boolean).join(' ') || r.memberMobile,
      memberMobile: r.memberMobile,
      recordedBy: recordedByOf(r),
    }));
    return { items, page: q.page, pageSize: q.pageSize, total, totalPages: Math.ceil(total / q.pageSize) };
  }

  return { testPay, verify, webhook, markPaid, history, receipt, earnings, ofGyms };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

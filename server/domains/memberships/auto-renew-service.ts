// memberships.php?action=autorenew-*: a member turns a pass's automatic renewal on (a mandate to authorise at the
// gateway), skips the next debit or stops it; the owner sees who renews. The debits themselves are auto-renew-cycle.ts's.
import { and, eq, inArray } from 'drizzle-orm';
import { bookingMessages, type Booking } from '@contract/bookings/bookings';
import {
  AUTO_DEBIT_LIMIT_PAISE,
  autoRenewMessages,
  autoRenewPassTypes,
  MANDATE_VALID_YEARS,
  type AutoRenew,
  type AutoRenewPassType,
  type Mandate,
  type OwnerRenewals,
  type RenewalRow,
  type TestMandateBody,
} from '@contract/memberships/auto-renew';
import type { Db } from '../../db/client';
import { bookings, gyms, renewalMandates, users } from '../../db/schema';
import { testMandateToken, type PaymentProvider } from '../../providers/payments';
import { conflict, notFound, Refusal } from '../../shared/refusals';
import { addDays, localNow } from '../../shared/gym-clock';
import type { Executor } from '../../shared/ownership';
import { activeGym, activePlan, applyClock, autoRenewOf, bookingColumns, loadBooking, selectBookings } from '../bookings';

type MandateRow = typeof renewalMandates.$inferSelect;
type Deps = { db: Db; now: () => Date; payments: PaymentProvider; log?: (line: string) => void };

/** a claim on a cycle's debit younger than this is a worker still at it */
export const DEBIT_LEASE_MS = 2 * 60_000;
const underway = (m: MandateRow, at: Date) => m.claimedAt !== null && m.claimedAt.getTime() > at.getTime() - DEBIT_LEASE_MS;

const isAutoRenewPass = (passType: string): passType is AutoRenewPassType => (autoRenewPassTypes as readonly string[]).includes(passType);

/** The member's own pass and its mandate, locked; anyone else's pass is not found, as if it did not exist. */
async function ownPassMandate(tx: Executor, memberId: string, bookingId: string): Promise<{ booking: typeof bookings.$inferSelect; mandate: MandateRow | null }> {
  const [booking] = await tx.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.memberId, memberId))).for('update');
  if (!booking) throw notFound(bookingMessages.notFound);
  const [mandate] = await tx.select().from(renewalMandates).where(eq(renewalMandates.bookingId, bookingId)).for('update');
  return { booking, mandate: mandate ?? null };
}

const toMandate = (m: MandateRow, provider: PaymentProvider): Mandate => ({
  mandateId: m.id,
  maxAmount: m.maxAmountPaise,
  frequency: m.frequency,
  validUntil: m.validUntil,
  ...(m.provider === 'razorpay' && provider.publicKeyId && m.providerCustomerId
    ? { checkout: { orderId: m.providerMandateId, keyId: provider.publicKeyId, customerId: m.providerCustomerId } }
    : {}),
});

export function createAutoRenewService({ db, now, payments: provider, log = () => undefined }: Deps) {
  /** A paid monthly, quarterly or yearly pass that has not ended, at a gym still offering it: what a mandate may renew. */
  async function renewablePass(memberId: string, bookingId: string) {
    const [row] = await selectBookings(db).where(and(eq(bookings.id, bookingId), eq(bookings.memberId, memberId)));
    if (!row) throw notFound(bookingMessages.notFound);
    const b = row.booking;
    const today = localNow(now(), row.timezone).date;
    if (b.status !== 'confirmed' || b.paymentStatus !== 'paid' || !isAutoRenewPass(b.passType) || b.endDate < today) throw conflict(autoRenewMessages.notRenewable);
    await activeGym(db, b.gymId);
    const plan = await activePlan(db, b.gymId, b.passType);
    return { booking: b, frequency: b.passType, plan, today };
  }

  /**
   * memberships.php?action=autorenew-start: registers a mandate at the gateway (outside any transaction) for the member
   * to authorise. Asked again while it waits, the same mandate; a skipped renewal is simply on again.
   */
  async function start(memberId: string, bookingId: string): Promise<{ message: string; data: Mandate }> {
    await applyClock(db, now());
    const { booking, frequency, plan, today } = await renewablePass(memberId, bookingId);
    const resumed = await db.transaction(async (tx) => {
      const { mandate } = await ownPassMandate(tx, memberId, bookingId);
      if (mandate?.status === 'active') throw conflict(autoRenewMessages.alreadyOn);
      if (mandate?.status === 'skipped') {
        const [row] = await tx.update(renewalMandates).set({ status: 'active', updatedAt: now() }).where(eq(renewalMandates.id, mandate.id)).returning();
        return row!;
      }
      return mandate?.status === 'pending' ? mandate : null;
    });
    if (resumed) return { message: autoRenewMessages.started, data: toMandate(resumed, provider) };
    // Up to the ₹15,000 line the mandate leaves room for a price change; above it every debit is the member's own payment.
    const maxAmountPaise = Math.max(plan.pricePaise, AUTO_DEBIT_LIMIT_PAISE);
    const validUntil = addDays(today, MANDATE_VALID_YEARS * 365);
    const [member] = await db.select({ mobile: users.mobile, email: users.email, first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, memberId));
    const mandateId = crypto.randomUUID();
    let registered: Awaited<ReturnType<PaymentProvider['createMandate']>>;
    try {
      registered = await provider.createMandate({
        mandateId,
        maxAmountPaise,
        frequency,
        validUntil,
        member: { mobile: member!.mobile, email: member!.email, name: [member!.first, member!.last].filter(Boolean).join(' ') || member!.mobile },
      });
    } catch (error) {
      throw new Refusal('upstream-failed', autoRenewMessages.mandateFailed, undefined, error);
    }
    const values = {
      bookingId,
      memberId,
      gymId: booking.gymId,
      status: 'pending' as const,
      provider: provider.name,
      providerMandateId: registered.providerMandateId,
      providerCustomerId: registered.customerId ?? null,
      providerTokenId: null,
      maxAmountPaise,
      frequency,
      validUntil,
      ...freshCycle,
      failedOn: null,
      revokePending: false,
      updatedAt: now(),
    };
    const [row] = await db
      .insert(renewalMandates)
      .values({ id: mandateId, ...values, createdAt: now() })
      // A stopped or failed renewal starts again with a new mandate; a pending or active one (a second tap) stays.
      .onConflictDoUpdate({ target: renewalMandates.bookingId, set: { id: mandateId, ...values }, setWhere: inArray(renewalMandates.status, ['cancelled', 'failed']) })
      .returning();
    if (row) return { message: autoRenewMessages.started, data: toMandate(row, provider) };
    const [kept] = await db.select().from(renewalMandates).where(eq(renewalMandates.bookingId, bookingId));
    if (kept?.status !== 'pending') throw conflict(autoRenewMessages.alreadyOn);
    return { message: autoRenewMessages.started, data: toMandate(kept, provider) };
  }

  /** What the pass now shows of its renewal. */
  async function autoRenewOfBooking(tx: Executor, bookingId: string): Promise<AutoRenew> {
    const [row] = await selectBookings(tx).where(eq(bookings.id, bookingId));
    return autoRenewOf(row!.autoRenew, row!.booking.endDate, row!.timezone)!;
  }

  /** payments.php?action=test-mandate: the test gateway's authorisation screen; refused with any other gateway. */
  async function testMandate(memberId: string, body: TestMandateBody): Promise<{ message: string; data: AutoRenew }> {
    if (provider.name !== 'test') throw notFound(autoRenewMessages.testOnly);
    return db.transaction(async (tx) => {
      const [mandate] = await tx.select().from(renewalMandates).where(and(eq(renewalMandates.id, body.mandateId), eq(renewalMandates.memberId, memberId))).for('update');
      if (!mandate) throw notFound(autoRenewMessages.mandateNotFound);
      if (mandate.status !== 'pending') throw conflict(autoRenewMessages.mandateNotPending);
      const authorised = body.outcome === 'authorise';
      await tx
        .update(renewalMandates)
        .set(authorised ? { status: 'active', providerTokenId: testMandateToken(body.debits ?? 'succeed'), updatedAt: now() } : { status: 'cancelled', updatedAt: now() })
        .where(eq(renewalMandates.id, mandate.id));
      return { message: authorised ? autoRenewMessages.mandateAuthorised : autoRenewMessages.mandateDeclined, data: await autoRenewOfBooking(tx, mandate.bookingId) };
    });
  }

  /** A Razorpay webhook about a mandate's token: confirmed (active, with the token debits use), or rejected/cancelled. */
  async function applyTokenEvent(tx: Executor, event: { event?: string; orderId?: string; tokenId?: string }): Promise<void> {
    if (!event.orderId) return;
    const [mandate] = await tx.select().from(renewalMandates).where(eq(renewalMandates.providerMandateId, event.orderId)).for('update');
    if (!mandate) return;
    if (event.event === 'token.confirmed' && mandate.status === 'pending' && event.tokenId) {
      await tx.update(renewalMandates).set({ status: 'active', providerTokenId: event.tokenId, updatedAt: now() }).where(eq(renewalMandates.id, mandate.id));
    }
    if ((event.event === 'token.rejected' || event.event === 'token.cancelled') && mandate.status !== 'cancelled') {
      await tx.update(renewalMandates).set({ status: 'cancelled', revokePending: false, updatedAt: now() }).where(eq(renewalMandates.id, mandate.id));
    }
  }

  /** memberships.php?action=autorenew-skip: the coming debit is not made; the mandate stays (start turns it on again). */
  async function skip(memberId: string, bookingId: string): Promise<{ message: string; data: Booking }> {
    await applyClock(db, now());
    return db.transaction(async (tx) => {
      const at = now();
      const { mandate } = await ownPassMandate(tx, memberId, bookingId);
      if (!mandate) throw conflict(autoRenewMessages.noAutoRenew);
      if (mandate.status === 'skipped') return { message: autoRenewMessages.skipped, data: await loadBooking(tx, bookingId, at) };
      if (mandate.status !== 'active' || underway(mandate, at)) throw conflict(autoRenewMessages.notSkippable);
      await tx.update(renewalMandates).set({ status: 'skipped', updatedAt: at }).where(eq(renewalMandates.id, mandate.id));
      return { message: autoRenewMessages.skipped, data: await loadBooking(tx, bookingId, at) };
    });
  }

  /**
   * memberships.php?action=autorenew-cancel: no more debits. Committed first (the member's word stands whatever the
   * gateway says), then the mandate is revoked at the gateway; a refusal there is asked again by the worker.
   */
  async function cancel(memberId: string, bookingId: string): Promise<{ message: string; data: Booking }> {
    await applyClock(db, now());
    const { mandate, data } = await db.transaction(async (tx) => {
      const at = now();
      const { mandate } = await ownPassMandate(tx, memberId, bookingId);
      if (!mandate) throw conflict(autoRenewMessages.noAutoRenew);
      if (underway(mandate, at)) throw conflict(autoRenewMessages.notSkippable);
      if (mandate.status !== 'cancelled') {
        await tx.update(renewalMandates).set({ status: 'cancelled', revokePending: true, updatedAt: at }).where(eq(renewalMandates.id, mandate.id));
      }
      return { mandate, data: await loadBooking(tx, bookingId, at) };
    });
    if (mandate.status !== 'cancelled') await revoke(mandate);
    return { message: autoRenewMessages.cancelled, data };
  }

  /** Revokes at the gateway and notes it done; on failure the worker asks again next run. */
  async function revoke(mandate: MandateRow): Promise<void> {
    try {
      await provider.revokeMandate({ providerMandateId: mandate.providerMandateId, customerId: mandate.providerCustomerId, tokenId: mandate.providerTokenId });
      await db.update(renewalMandates).set({ revokePending: false }).where(eq(renewalMandates.id, mandate.id));
    } catch (error) {
      log(`auto-renew: revoking mandate ${mandate.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** memberships.php?action=renewals: the owner's passes renewing (next debits, their sum in 30 days) and failed ones. */
  async function ownerRenewals(ownerId: string, gymId?: string): Promise<OwnerRenewals> {
    const rows = await db
      .select({ ...bookingColumns, mandate: renewalMandates, member: { first: users.firstName, last: users.lastName, mobile: users.mobile } })
      .from(bookings)
      .innerJoin(gyms, eq(gyms.id, bookings.gymId))
      .innerJoin(renewalMandates, eq(renewalMandates.bookingId, bookings.id))
      .innerJoin(users, eq(users.id, bookings.memberId))
      .where(and(eq(gyms.ownerId, ownerId), gymId ? eq(gyms.id, gymId) : undefined, inArray(renewalMandates.status, ['active', 'failed'])));
    const items: RenewalRow[] = rows.map((r) => {
      const renewal = autoRenewOf(r.autoRenew, r.booking.endDate, r.timezone)!;
      return {
        bookingId: r.booking.id,
        bookingCode: r.booking.code,
        memberName: [r.member.first, r.member.last].filter(Boolean).join(' ') || r.member.mobile,
        memberMobile: r.member.mobile,
        gymId: r.booking.gymId,
        gymName: r.gymName,
        passType: r.mandate.frequency,
        status: renewal.status,
        nextDebitOn: renewal.nextDebitOn,
        amount: renewal.amount,
        failedOn: r.mandate.failedOn,
      };
    });
    const renewing = items.filter((i) => i.status === 'active').sort((a, b) => (a.nextDebitOn ?? '').localeCompare(b.nextDebitOn ?? ''));
    const within30 = (i: RenewalRow, tz: string) => i.nextDebitOn !== null && i.nextDebitOn <= addDays(localNow(now(), tz).date, 30);
    const zones = new Map(rows.map((r) => [r.booking.id, r.timezone]));
    return {
      renewing,
      next30DaysPaise: renewing.filter((i) => within30(i, zones.get(i.bookingId)!)).reduce((sum, i) => sum + i.amount, 0),
      failed: items.filter((i) => i.status === 'failed').sort((a, b) => (b.failedOn ?? '').localeCompare(a.failedOn ?? '')),
    };
  }

  return { start, testMandate, applyTokenEvent, skip, cancel, revoke, ownerRenewals };
}

/** A cycle not yet noticed: what a new mandate, and a mandate moved to its next pass, start from. */
export const freshCycle = {
  cycleEndDate: null,
  noticedAt: null,
  noticeAmountPaise: null,
  noticeByLink: false,
  debitOn: null,
  debitAfter: null,
  attempts: 0,
  nextAttemptAt: null,
  claimedAt: null,
  paymentId: null,
  lastError: null,
} as const;

export type AutoRenewService = ReturnType<typeof createAutoRenewService>;

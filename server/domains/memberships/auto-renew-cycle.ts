// The renewal cycle the message worker runs each tick (issue 39): the notice, then one debit per booking and cycle,
// retries a day at a time, the end when they fail. The state follows the clock, so a server that was down catches up
// at its first run; each step is claimed in the database (FOR UPDATE SKIP LOCKED, then a lease), never done twice.
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { AUTO_DEBIT_LIMIT_PAISE, autoRenewLink } from '@contract/memberships/auto-renew';
import { renewLink } from '@contract/memberships/renewal';
import type { Db } from '../../db/client';
import { bookings, gymPlans, gyms, payments, renewalMandates, users } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payments';
import { addDays, instantOf, localNow } from '../../shared/gym-clock';
import type { Executor } from '../../shared/ownership';
import { markPaymentPaid, newBookingCode } from '../bookings';
import { recipientColumns, writeOnce, writePaymentReceived, type MessagePolicy, type RenewalFailedPayload, type RenewalNoticePayload } from '../messaging';
import { DEBIT_LEASE_MS, freshCycle, type AutoRenewService } from './auto-renew-service';

const HOUR = 3_600_000;
/** the notice goes this long before its required lead (10:00 on the gym's clock for a debit at 00:00): time to deliver it */
export const NOTICE_EARLY_HOURS = 14;
/** a notice written late (the server was down) moves the debit this long past the lead, for its delivery */
const LATE_NOTICE_MARGIN_MS = HOUR;

type Deps = { db: Db; now: () => Date; payments: PaymentProvider; messages: MessagePolicy; noticeHours: number; retryDays: number; service: AutoRenewService; log?: (line: string) => void };
type MandateRow = typeof renewalMandates.$inferSelect;
export type RenewalReport = { noticed: number; debited: number; failed: number };

const cycleRow = { mandate: renewalMandates, booking: bookings, gymName: gyms.name, timezone: gyms.timezone, member: recipientColumns };
const selectCycles = (tx: Executor) =>
  tx.select(cycleRow).from(renewalMandates).innerJoin(bookings, eq(bookings.id, renewalMandates.bookingId)).innerJoin(gyms, eq(gyms.id, bookings.gymId)).innerJoin(users, eq(users.id, renewalMandates.memberId));
type Cycle = Awaited<ReturnType<ReturnType<typeof selectCycles>['execute']>>[number];

/** 00:00 on the pass's last day, on the gym's clock: the first instant its renewal may be debited. */
const debitInstant = (c: Cycle) => instantOf(c.booking.endDate, '00:00', c.timezone);
const lastTryDay = (debitOn: string, retryDays: number) => addDays(debitOn, retryDays - 1);

export function createAutoRenewCycle({ db, now, payments: provider, messages, noticeHours, retryDays, service, log = () => undefined }: Deps) {
  const origin = messages.origin;
  const renewUrl = (c: Cycle) => `${origin}${renewLink(c.booking.gymId, c.booking.passType, addDays(c.booking.endDate, 1))}`;

  /** A mandate whose pass was cancelled or replaced by an upgrade has nothing to renew: it stops, revoked at the gateway. */
  async function stopOrphans(at: Date): Promise<void> {
    await db
      .update(renewalMandates)
      .set({ status: 'cancelled', revokePending: true, updatedAt: at })
      .where(
        and(
          inArray(renewalMandates.status, ['pending', 'active', 'skipped']),
          sql`exists (select 1 from ${bookings} b where b.id = ${renewalMandates.bookingId} and (b.status = 'cancelled'
            or exists (select 1 from ${bookings} u where u.upgraded_from_id = b.id and u.status = 'confirmed')))`,
        ),
      );
  }

  /** The member hears the amount, day, pass and a reference at least `noticeHours` before; the amount is fixed here. */
  async function notice(cycleId: string, at: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [c] = await selectCycles(tx).where(eq(renewalMandates.id, cycleId)).for('update', { of: renewalMandates, skipLocked: true });
      if (!c || c.mandate.status !== 'active' || c.booking.status !== 'confirmed' || c.mandate.cycleEndDate === c.booking.endDate) return false;
      // Renewed by hand already (the pass-ending link, the desk): a debit would buy a second pass for the same days.
      if (await renewedByHand(tx, c)) {
        await tx.update(renewalMandates).set({ status: 'skipped', updatedAt: at }).where(eq(renewalMandates.id, c.mandate.id));
        return false;
      }
      const [plan] = await tx.select().from(gymPlans).where(and(eq(gymPlans.gymId, c.booking.gymId), eq(gymPlans.passType, c.booking.passType), eq(gymPlans.active, true)));
      if (!plan) return endFailed(tx, c, at, 'the gym no longer offers this pass');
      // The price today, without the promo code the first pass may have had; a later change waits for the next notice.
      const amount = plan.pricePaise;
      const byLink = amount > AUTO_DEBIT_LIMIT_PAISE || amount > c.mandate.maxAmountPaise;
      const debitAfter = new Date(Math.max(debitInstant(c).getTime(), at.getTime() + noticeHours * HOUR + (at.getTime() + noticeHours * HOUR > debitInstant(c).getTime() ? LATE_NOTICE_MARGIN_MS : 0)));
      const debitOn = localNow(debitAfter, c.timezone).date;
      await tx
        .update(renewalMandates)
        .set({ ...freshCycle, cycleEndDate: c.booking.endDate, noticedAt: at, noticeAmountPaise: amount, noticeByLink: byLink, debitOn, debitAfter, nextAttemptAt: debitAfter, updatedAt: at })
        .where(eq(renewalMandates.id, c.mandate.id));
      const payload: RenewalNoticePayload = {
        gymName: c.gymName,
        timezone: c.timezone,
        code: c.booking.code,
        passType: c.booking.passType,
        debitOn,
        amountPaise: amount,
        reference: `RN-${c.booking.code}-${c.booking.endDate.replaceAll('-', '')}`,
        skipUrl: `${origin}${autoRenewLink(c.booking.id, 'skip')}`,
        stopUrl: `${origin}${autoRenewLink(c.booking.id, 'stop')}`,
        payUrl: byLink ? renewUrl(c) : undefined,
      };
      const key = `renewal_notice:${c.mandate.id}:${c.booking.id}:${c.booking.endDate}`;
      await writeOnce(tx, [{ kind: 'renewal_notice', recipient: c.member, gymId: c.booking.gymId, bookingId: c.booking.id, payload, dueAt: at, key }], messages, at);
      return true;
    });
  }

  async function renewedByHand(tx: Executor, c: Cycle): Promise<boolean> {
    const [next] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.memberId, c.booking.memberId), eq(bookings.gymId, c.booking.gymId), gt(bookings.startDate, c.booking.endDate), inArray(bookings.status, ['pending', 'confirmed'])))
      .limit(1);
    return next !== undefined;
  }

  /** Auto-renew ends: the pass is not extended, the member hears it with a one-tap renew link, the owner's screen marks it. */
  async function endFailed(tx: Executor, c: Cycle, at: Date, reason: string): Promise<false> {
    const today = localNow(at, c.timezone).date;
    await tx.update(renewalMandates).set({ status: 'failed', failedOn: today, claimedAt: null, lastError: reason, updatedAt: at }).where(eq(renewalMandates.id, c.mandate.id));
    if (c.mandate.paymentId) await tx.update(payments).set({ status: 'failed' }).where(and(eq(payments.id, c.mandate.paymentId), eq(payments.status, 'created')));
    await tellFailed(tx, c, at, null);
    return false;
  }

  async function tellFailed(tx: Executor, c: Cycle, at: Date, nextTryOn: string | null): Promise<void> {
    const payload: RenewalFailedPayload = { gymName: c.gymName, timezone: c.timezone, code: c.booking.code, passType: c.booking.passType, amountPaise: c.mandate.noticeAmountPaise ?? 0, nextTryOn, renewUrl: renewUrl(c) };
    const key = `renewal_failed:${c.mandate.id}:${c.booking.id}:${c.booking.endDate}:${nextTryOn ?? 'ended'}`;
    await writeOnce(tx, [{ kind: 'renewal_failed', recipient: c.member, gymId: c.booking.gymId, bookingId: c.booking.id, payload, dueAt: at, key }], messages, at);
  }

  /**
   * Claims the cycle's debit in a short transaction: its payment row (the gateway's idempotency key, one per booking and
   * cycle, unique in the table) and the claim's time. A cycle whose last try day passed (downtime) ends failed instead.
   */
  async function claim(cycleId: string, at: Date): Promise<{ c: Cycle; paymentId: string; key: string } | null> {
    return db.transaction(async (tx) => {
      const [c] = await selectCycles(tx).where(and(eq(renewalMandates.id, cycleId), dueDebit(at))).for('update', { of: renewalMandates, skipLocked: true });
      if (!c || c.mandate.cycleEndDate !== c.booking.endDate) return null;
      if (localNow(at, c.timezone).date > lastTryDay(c.mandate.debitOn!, retryDays)) return endFailed(tx, c, at, 'no successful debit by the last try day').then(() => null);
      const key = `autorenew:${c.mandate.id}:${c.booking.id}`;
      const [created] = await tx
        .insert(payments)
        .values({ bookingId: c.booking.id, memberId: c.booking.memberId, gymId: c.booking.gymId, amountPaise: c.mandate.noticeAmountPaise!, method: 'online', status: 'created', provider: provider.name, idempotencyKey: key, createdAt: at })
        .onConflictDoNothing({ target: payments.idempotencyKey })
        .returning({ id: payments.id });
      const paymentId = created?.id ?? (await tx.select({ id: payments.id }).from(payments).where(eq(payments.idempotencyKey, key)))[0]!.id;
      await tx.update(renewalMandates).set({ claimedAt: at, paymentId }).where(eq(renewalMandates.id, c.mandate.id));
      return { c: { ...c, mandate: { ...c.mandate, claimedAt: at, paymentId } }, paymentId, key };
    });
  }

  /** Claimed, asked of the gateway outside any transaction, then applied once; a lost answer is asked again after the lease. */
  async function debit(cycleId: string, at: Date): Promise<'debited' | 'failed' | null> {
    const claimed = await claim(cycleId, at);
    if (!claimed) return null;
    const { c, paymentId, key } = claimed;
    const answer = await provider.debitMandate({
      tokenId: c.mandate.providerTokenId!,
      customerId: c.mandate.providerCustomerId,
      amountPaise: c.mandate.noticeAmountPaise!,
      idempotencyKey: key,
      member: { mobile: c.member.mobile, email: c.member.email },
      description: `Renewal of ${c.booking.code}`,
    });
    return db.transaction(async (tx) => {
      const [mandate] = await tx.select().from(renewalMandates).where(eq(renewalMandates.id, c.mandate.id)).for('update');
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      // Another worker applied this cycle after our lease ran out: the money is counted once, by it.
      if (!mandate || mandate.paymentId !== paymentId || payment?.status !== 'created' || mandate.claimedAt?.getTime() !== at.getTime()) return null;
      if (answer.status === 'captured') return renewed(tx, c, payment, answer.paymentId, at);
      return retryLater(tx, c, mandate, answer.reason, at);
    });
  }

  /** The money came: the next pass from the day after, paid, with its GST receipt; the mandate moves on to it. */
  async function renewed(tx: Executor, c: Cycle, payment: typeof payments.$inferSelect, providerPaymentId: string, at: Date): Promise<'debited'> {
    const [plan] = await tx.select().from(gymPlans).where(and(eq(gymPlans.gymId, c.booking.gymId), eq(gymPlans.passType, c.booking.passType)));
    const startDate = addDays(c.booking.endDate, 1);
    const [next] = await tx
      .insert(bookings)
      .values({
        code: newBookingCode(),
        memberId: c.booking.memberId,
        gymId: c.booking.gymId,
        planId: plan?.id ?? c.booking.planId,
        passType: c.booking.passType,
        startDate,
        endDate: addDays(startDate, (plan?.durationDays ?? 30) - 1),
        slotTime: c.booking.slotTime,
        status: 'confirmed',
        paymentStatus: 'paid',
        paymentMethod: 'online',
        amountPaise: payment.amountPaise,
        renewedFromId: c.booking.id,
        idempotencyKey: payment.idempotencyKey,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx.update(payments).set({ bookingId: next!.id }).where(eq(payments.id, payment.id));
    await markPaymentPaid(tx, { ...payment, bookingId: next!.id }, providerPaymentId, at);
    await tx.update(renewalMandates).set({ ...freshCycle, bookingId: next!.id, updatedAt: at }).where(eq(renewalMandates.id, c.mandate.id));
    await writePaymentReceived(tx, payment.id, messages, at);
    return 'debited';
  }

  /** A failed try: again at 00:00 the next day while try days remain, else auto-renew ends failed. The member hears each. */
  async function retryLater(tx: Executor, c: Cycle, mandate: MandateRow, reason: string, at: Date): Promise<'failed'> {
    const today = localNow(at, c.timezone).date;
    const cycle = { ...c, mandate };
    if (today >= lastTryDay(mandate.debitOn!, retryDays)) {
      await endFailed(tx, cycle, at, reason);
      return 'failed';
    }
    const nextTryOn = addDays(today, 1);
    await tx
      .update(renewalMandates)
      .set({ attempts: mandate.attempts + 1, lastError: reason, claimedAt: null, nextAttemptAt: instantOf(nextTryOn, '00:00', c.timezone), updatedAt: at })
      .where(eq(renewalMandates.id, mandate.id));
    await tellFailed(tx, cycle, at, nextTryOn);
    return 'failed';
  }

  /** SQL: a noticed cycle whose debit (or retry) is due, not by link, not claimed by a live worker. */
  const dueDebit = (at: Date) =>
    and(
      eq(renewalMandates.status, 'active'),
      eq(renewalMandates.noticeByLink, false),
      lte(renewalMandates.nextAttemptAt, at),
      inArray(bookings.status, ['confirmed', 'completed']),
      or(isNull(renewalMandates.claimedAt), lte(renewalMandates.claimedAt, new Date(at.getTime() - DEBIT_LEASE_MS))),
    );

  /** One run: stop orphans, write due notices, make due debits, retry revokes. Errors of one cycle leave the others. */
  async function runDue(): Promise<RenewalReport> {
    const at = now();
    const report: RenewalReport = { noticed: 0, debited: 0, failed: 0 };
    await stopOrphans(at);
    const unnoticed = await selectCycles(db).where(and(eq(renewalMandates.status, 'active'), eq(bookings.status, 'confirmed'), or(isNull(renewalMandates.cycleEndDate), ne(renewalMandates.cycleEndDate, bookings.endDate))));
    for (const c of unnoticed.filter((c) => at.getTime() >= debitInstant(c).getTime() - (noticeHours + NOTICE_EARLY_HOURS) * HOUR)) {
      if (await notice(c.mandate.id, at).catch((e: unknown) => fail(c.mandate.id, e))) report.noticed += 1;
    }
    const due = await selectCycles(db).where(dueDebit(at));
    for (const c of due) {
      const outcome = await debit(c.mandate.id, at).catch((e: unknown) => fail(c.mandate.id, e));
      if (outcome === 'debited') report.debited += 1;
      if (outcome === 'failed') report.failed += 1;
    }
    const revokes = await db.select().from(renewalMandates).where(and(eq(renewalMandates.status, 'cancelled'), eq(renewalMandates.revokePending, true)));
    for (const m of revokes) await service.revoke(m);
    return report;
  }

  const fail = (id: string, error: unknown): null => {
    log(`auto-renew: mandate ${id}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  };

  return { runDue };
}

export type AutoRenewCycle = ReturnType<typeof createAutoRenewCycle>;

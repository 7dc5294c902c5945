import { daysBetween } from '@contract/calendar';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { bookingMessages, frozenDays, type Booking, type BookingCreated } from '@contract/bookings/bookings';
import { passTypes } from '@contract/constants';
import type { PassType } from '@contract/gyms/gyms';
import { membershipMessages, type FreezeBody, type RenewQuote, type UpgradeBody, type UpgradeOption, type UpgradeQuote } from '@contract/memberships/memberships';
import { renewBookableFrom, renewLink, renewStartDate } from '@contract/memberships/renewal';
import type { Db } from '../../db/client';
import { bookingFreezes, bookings, gymPlans, gyms } from '../../db/schema';
import { conflict, invalid, notFound } from '../../shared/refusals';
import { activeGym, activePlan } from '../bookings';
import { applyClock, endUpgradedPass, loadBooking, newBookingCode, selectBookings, type BookingRow, type BookingWithGym } from '../bookings';
import { addDays, localNow } from '../../shared/gym-clock';
import { oncePerKey, type Claim, type StoredAnswer } from '../../shared/idempotency';
import { fillText, writeBookingConfirmed, type MessagePolicy } from '../messaging';
import type { Executor } from '../../shared/ownership';

/** orders: how a held booking paid online gets its gateway order (the booking service's, so both hold and release alike). */
type MembershipServiceDeps = {
  db: Db;
  now: () => Date;
  messages?: MessagePolicy | undefined;
  orders?: { continueOrder: (claim: Claim, row: BookingRow) => Promise<StoredAnswer<BookingCreated>> } | undefined;
};
type Caller = { id: string; userType: string };

/** A refusal whose words name the field they are about, for the form to show beside it. */
const refuseField = (field: string, message: string) => invalid(message, { [field]: message });

/**
 * The pass a freeze changes, locked: the member's own, or one at the owner's gym (the desk). Anyone else's is
 * not found, as if it did not exist.
 */
async function passFor(tx: Executor, caller: Caller, bookingId: string): Promise<BookingWithGym & { noticeDays: number }> {
  const whose = caller.userType === 'gym_owner' ? eq(gyms.ownerId, caller.id) : eq(bookings.memberId, caller.id);
  const [row] = await selectBookings(tx).where(and(eq(bookings.id, bookingId), whose)).for('update', { of: bookings });
  if (!row || (caller.userType !== 'gym_owner' && caller.userType !== 'member')) throw notFound(bookingMessages.notFound);
  const [gym] = await tx.select({ noticeDays: gyms.freezeNoticeDays }).from(gyms).where(eq(gyms.id, row.booking.gymId));
  return { ...row, noticeDays: gym!.noticeDays };
}

/** A confirmed pass that is paid, or is to be paid at the desk: an online payment still due cannot be paused. */
const freezable = ({ booking: b }: BookingWithGym) => b.status === 'confirmed' && (b.paymentStatus === 'paid' || (b.paymentMethod === 'at_gym' && b.paymentStatus === 'unpaid'));

/**
 * The credit of a running pass's unused days (today to its last day, both inclusive) at its daily price: the pass's
 * worth over the days it was bought for (frozen days added to its end are not bought days), rounded down to the
 * paisa, never negative and never more than the new pass's price.
 */
export function upgradeCredit(a: { worthPaise: number; paidDays: number; unusedDays: number; newPricePaise: number }): number {
  if (a.paidDays <= 0 || a.unusedDays <= 0 || a.worthPaise <= 0) return 0;
  const credit = Math.floor((a.worthPaise * Math.min(a.unusedDays, a.paidDays)) / a.paidDays);
  return Math.max(0, Math.min(credit, a.newPricePaise));
}

const longerThan = (from: PassType) => passTypes.slice(passTypes.indexOf(from) + 1);

/** What a running pass can be upgraded with: refused in words when it is not running, not paid, or frozen ahead. */
function upgradeBasis(pass: BookingWithGym, today: string) {
  const b = pass.booking;
  if (b.status !== 'confirmed' || b.startDate > today || b.endDate < today) throw conflict(membershipMessages.notUpgradable);
  // Credit is for money paid: a pass still owed at the desk has none to carry.
  if (b.paymentStatus !== 'paid') throw conflict(membershipMessages.upgradeUnpaid);
  // A freeze today or ahead would make the unused days a guess about days not yet taken: it is ended first.
  if (pass.freezes.some((f) => f.endDate >= today)) throw conflict(membershipMessages.upgradeFrozen);
  const paidDays = daysBetween(b.startDate, b.endDate) + 1 - frozenDays(pass.freezes);
  const unusedDays = daysBetween(today, b.endDate) + 1;
  // An upgraded pass was worth its own price: what was paid and the credit it carried.
  return { paidDays, unusedDays, worthPaise: b.amountPaise + b.upgradeCreditPaise };
}

/** The member's own pass (locked when asked), or not found as if it did not exist. */
async function memberPass(tx: Executor, memberId: string, bookingId: string, lock: boolean): Promise<BookingWithGym> {
  const query = selectBookings(tx).where(and(eq(bookings.id, bookingId), eq(bookings.memberId, memberId)));
  const [row] = lock ? await query.for('update', { of: bookings }) : await query;
  if (!row) throw notFound(bookingMessages.notFound);
  return row;
}

/** memberships.php: what a member's pass continues as (renewals, upgrades) and its pauses (freezes). */
export function createMembershipService({ db, now, messages, orders }: MembershipServiceDeps) {
  /** The same pass at the same gym from the day after it ends, or today once it has ended, at the plan's price today. */
  async function renewQuote(memberId: string, bookingId: string): Promise<RenewQuote> {
    const [row] = await db
      .select({ booking: bookings, gymName: gyms.name, timezone: gyms.timezone })
      .from(bookings)
      .innerJoin(gyms, eq(gyms.id, bookings.gymId))
      .where(and(eq(bookings.id, bookingId), eq(bookings.memberId, memberId)));
    if (!row) throw notFound(bookingMessages.notFound);
    const { booking } = row;
    if (booking.status !== 'confirmed' && booking.status !== 'completed') throw conflict(membershipMessages.notRenewable);
    await activeGym(db, booking.gymId);
    const plan = await activePlan(db, booking.gymId, booking.passType);
    const today = localNow(now(), row.timezone).date;
    const startDate = renewStartDate(booking.endDate, today);
    return {
      bookingId: booking.id,
      gymId: booking.gymId,
      gymName: row.gymName,
      passType: booking.passType,
      startDate,
      endDate: addDays(startDate, plan.durationDays - 1),
      amountPaise: plan.pricePaise,
      bookableFrom: renewBookableFrom(startDate, today),
      link: renewLink(booking.gymId, booking.passType, startDate),
    };
  }

  /**
   * memberships.php?action=freeze: pauses the pass from startDate for `days` days (both ends inclusive) and moves its
   * end date by as many; within the gym's allowance for the pass type, its notice, and the days the pass has left.
   */
  function freeze(caller: Caller, body: FreezeBody, key: string): Promise<StoredAnswer<Booking>> {
    return oncePerKey<Booking>(db, { userId: caller.id, key, scope: 'memberships.freeze', request: body }, async (tx) => {
      const at = now();
      const pass = await passFor(tx, caller, body.bookingId);
      const b = pass.booking;
      if (!freezable(pass)) throw conflict(membershipMessages.notFreezable);
      if (pass.freezeAllowance === 0) throw conflict(membershipMessages.freezeNotOffered);
      const left = pass.freezeAllowance - frozenDays(pass.freezes);
      if (body.days > left) throw refuseField('days', fillText(membershipMessages.freezeTooLong, { days: left }));
      const earliest = addDays(localNow(at, pass.timezone).date, pass.noticeDays);
      if (body.startDate < earliest) throw refuseField('startDate', fillText(membershipMessages.freezeTooSoon, { date: earliest }));
      if (body.startDate < b.startDate || body.startDate > b.endDate) {
        throw refuseField('startDate', fillText(membershipMessages.freezeOutsidePass, { date: b.endDate }));
      }
      const endDate = addDays(body.startDate, body.days - 1);
      if (pass.freezes.some((f) => f.startDate <= endDate && f.endDate >= body.startDate)) throw conflict(membershipMessages.freezeOverlaps);
      await tx.insert(bookingFreezes).values({ bookingId: b.id, startDate: body.startDate, endDate, createdBy: caller.id, createdAt: at });
      await tx.update(bookings).set({ endDate: addDays(b.endDate, body.days), updatedAt: at }).where(eq(bookings.id, b.id));
      return { created: false, message: membershipMessages.frozen, data: await loadBooking(tx, b.id, at) };
    });
  }

  /**
   * memberships.php?action=unfreeze: ends the pass's current or next freeze so that today is a day of the pass again;
   * the days it no longer takes return to the allowance and come off the end date.
   */
  function unfreeze(caller: Caller, bookingId: string, key: string): Promise<StoredAnswer<Booking>> {
    return oncePerKey<Booking>(db, { userId: caller.id, key, scope: 'memberships.unfreeze', request: { bookingId } }, async (tx) => {
      const at = now();
      const pass = await passFor(tx, caller, bookingId);
      const today = localNow(at, pass.timezone).date;
      const [current] = await tx
        .select()
        .from(bookingFreezes)
        .where(and(eq(bookingFreezes.bookingId, bookingId), gte(bookingFreezes.endDate, today)))
        .orderBy(bookingFreezes.startDate)
        .limit(1);
      if (!current || pass.booking.status !== 'confirmed') throw conflict(membershipMessages.noFreezeToEnd);
      const yesterday = addDays(today, -1);
      const returned = daysBetween(current.startDate < today ? yesterday : addDays(current.startDate, -1), current.endDate);
      if (current.startDate < today) await tx.update(bookingFreezes).set({ endDate: yesterday }).where(eq(bookingFreezes.id, current.id));
      else await tx.delete(bookingFreezes).where(eq(bookingFreezes.id, current.id));
      await tx.update(bookings).set({ endDate: addDays(pass.booking.endDate, -returned), updatedAt: at }).where(eq(bookings.id, bookingId));
      return { created: false, message: membershipMessages.unfrozen, data: await loadBooking(tx, bookingId, at) };
    });
  }


  /** The longer passes the gym offers today (or the one asked for), each at today's price less the running pass's credit. */
  async function quoteFor(tx: Executor, pass: BookingWithGym, at: Date, passType?: PassType): Promise<UpgradeQuote> {
    const b = pass.booking;
    const today = localNow(at, pass.timezone).date;
    const basis = upgradeBasis(pass, today);
    const longer = longerThan(b.passType);
    if (passType && !longer.includes(passType)) throw invalid(membershipMessages.upgradeNotLonger, { passType: membershipMessages.upgradeNotLonger });
    await activeGym(tx, b.gymId);
    const plans: { passType: PassType; id: string; pricePaise: number; durationDays: number }[] = passType
      ? [{ passType, ...(await activePlan(tx, b.gymId, passType)) }]
      : await tx
          .select({ passType: gymPlans.passType, id: gymPlans.id, pricePaise: gymPlans.pricePaise, durationDays: gymPlans.durationDays })
          .from(gymPlans)
          .where(and(eq(gymPlans.gymId, b.gymId), eq(gymPlans.active, true), inArray(gymPlans.passType, longer)));
    if (plans.length === 0) throw conflict(membershipMessages.upgradeNothingLonger);
    const options: UpgradeOption[] = plans
      .sort((x, y) => passTypes.indexOf(x.passType) - passTypes.indexOf(y.passType))
      .map((plan) => {
        const creditPaise = upgradeCredit({ ...basis, newPricePaise: plan.pricePaise });
        return { passType: plan.passType, startDate: today, endDate: addDays(today, plan.durationDays - 1), pricePaise: plan.pricePaise, creditPaise, amountPaise: plan.pricePaise - creditPaise };
      });
    return { bookingId: b.id, gymId: b.gymId, gymName: pass.gymName, fromPassType: b.passType, unusedDays: basis.unusedDays, options };
  }

  /** memberships.php?action=upgrade-quote: what each longer pass would cost today with the credit; nothing is held. */
  async function upgradeQuote(memberId: string, bookingId: string, passType?: PassType): Promise<UpgradeQuote> {
    await applyClock(db, now());
    const pass = await memberPass(db, memberId, bookingId, false);
    return quoteFor(db, pass, now(), passType);
  }

  /**
   * memberships.php?action=upgrade: a new pass from today at today's price less the credit, paid as a new booking is.
   * At the gym it is confirmed and the old pass ends now; online it is held, and the old pass ends when the money comes.
   */
  async function upgrade(memberId: string, body: UpgradeBody, key: string): Promise<StoredAnswer<BookingCreated>> {
    await applyClock(db, now());
    const claim: Claim = { userId: memberId, key, scope: 'memberships.upgrade', request: body };
    const first = await oncePerKey<BookingCreated, BookingRow>(db, claim, async (tx) => {
      const at = now();
      const pass = await memberPass(tx, memberId, body.bookingId, true);
      const quote = await quoteFor(tx, pass, at, body.passType);
      // A confirmed upgrade has ended this pass already (quoteFor said so); one held for its payment leaves it running.
      const [waiting] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.upgradedFromId, pass.booking.id), eq(bookings.status, 'pending')));
      if (waiting) throw conflict(membershipMessages.upgradeInProgress);
      const option = quote.options[0]!;
      const plan = await activePlan(tx, pass.booking.gymId, body.passType);
      const online = body.paymentMethod === 'online' && option.amountPaise > 0;
      const [row] = await tx
        .insert(bookings)
        .values({
          code: newBookingCode(),
          memberId,
          gymId: pass.booking.gymId,
          planId: plan.id,
          passType: body.passType,
          startDate: option.startDate,
          endDate: option.endDate,
          slotTime: pass.booking.slotTime,
          status: online ? 'pending' : 'confirmed',
          // Nothing left to pay: the credit covered the whole price.
          paymentStatus: option.amountPaise === 0 ? 'paid' : 'unpaid',
          paymentMethod: body.paymentMethod,
          amountPaise: option.amountPaise,
          upgradedFromId: pass.booking.id,
          upgradeCreditPaise: option.creditPaise,
          idempotencyKey: key,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (online) return { continues: row! };
      await endUpgradedPass(tx, pass.booking.id, at);
      if (messages) await writeBookingConfirmed(tx, row!.id, messages, at);
      const message = row!.paymentStatus === 'paid' ? membershipMessages.upgradedPaid : membershipMessages.upgradedAtGym;
      return { created: true, message, data: { booking: await loadBooking(tx, row!.id, at) } };
    });
    if (!('continues' in first)) return first;
    if (!orders) throw new Error('membership service: online upgrades need the booking service\'s orders');
    return orders.continueOrder(claim, first.continues);
  }

  return { renewQuote, freeze, unfreeze, upgradeQuote, upgrade };
}

import { and, eq, gte } from 'drizzle-orm';
import { bookingMessages, frozenDays, type Booking } from '@contract/bookings';
import { membershipMessages, type FreezeBody, type RenewQuote } from '@contract/memberships';
import { renewBookableFrom, renewLink, renewStartDate } from '@contract/renewal';
import type { Db } from '../db/client';
import { bookingFreezes, bookings, gyms } from '../db/schema';
import { badRequest, conflict, notFound } from '../plugins/app/errors';
import { activeGym, activePlan } from './booking-service';
import { loadBooking, selectBookings, type BookingWithGym } from './booking-records';
import { addDays, localNow } from './gym-clock';
import { oncePerKey, type StoredAnswer } from './idempotency';
import type { Executor } from './ownership';

type MembershipServiceDeps = { db: Db; now: () => Date };
type Caller = { id: string; userType: string };

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/**
 * The pass a freeze changes, locked: the member's own, or one at the owner's gym (the desk). Anyone else's is
 * 404, as if it did not exist.
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

/** memberships.php: what a member's pass continues as (renewals) and its pauses (freezes); upgrades build on the same booking rows. */
export function createMembershipService({ db, now }: MembershipServiceDeps) {
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
      if (body.days > left) throw badRequest(fill(membershipMessages.freezeTooLong, { days: left }), { days: fill(membershipMessages.freezeTooLong, { days: left }) });
      const earliest = addDays(localNow(at, pass.timezone).date, pass.noticeDays);
      if (body.startDate < earliest) throw badRequest(fill(membershipMessages.freezeTooSoon, { date: earliest }), { startDate: fill(membershipMessages.freezeTooSoon, { date: earliest }) });
      if (body.startDate < b.startDate || body.startDate > b.endDate) {
        throw badRequest(fill(membershipMessages.freezeOutsidePass, { date: b.endDate }), { startDate: fill(membershipMessages.freezeOutsidePass, { date: b.endDate }) });
      }
      const endDate = addDays(body.startDate, body.days - 1);
      if (pass.freezes.some((f) => f.startDate <= endDate && f.endDate >= body.startDate)) throw conflict(membershipMessages.freezeOverlaps);
      await tx.insert(bookingFreezes).values({ bookingId: b.id, startDate: body.startDate, endDate, createdBy: caller.id, createdAt: at });
      await tx.update(bookings).set({ endDate: addDays(b.endDate, body.days), updatedAt: at }).where(eq(bookings.id, b.id));
      return { statusCode: 200, message: membershipMessages.frozen, data: await loadBooking(tx, b.id, at) };
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
      return { statusCode: 200, message: membershipMessages.unfrozen, data: await loadBooking(tx, bookingId, at) };
    });
  }

  return { renewQuote, freeze, unfreeze };
}

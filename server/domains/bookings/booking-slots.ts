import { and, eq } from 'drizzle-orm';
import { BOOKING_HORIZON_DAYS, bookingMessages, type Slot } from '@contract/bookings/bookings';
import { bookingSlots, gyms } from '../../db/schema';
import { conflict, invalid, notFound } from '../../shared/refusals';
import { addDays, localNow, minutesOf, slotTimesOf, weekdayOf } from '../../shared/gym-clock';
import type { Executor } from '../../shared/ownership';

// A gym as booking reads it, and the hourly slots of a day it can still be booked for.

export type GymForBooking = Pick<typeof gyms.$inferSelect, 'id' | 'timezone' | 'weeklyOff' | 'openingTime' | 'closingTime' | 'slotCapacity'>;

const gymForBookingColumns = {
  id: gyms.id,
  timezone: gyms.timezone,
  weeklyOff: gyms.weeklyOff,
  openingTime: gyms.openingTime,
  closingTime: gyms.closingTime,
  slotCapacity: gyms.slotCapacity,
};

/** An active gym, or not found like a missing one: a deactivated gym takes no bookings. */
export async function activeGym(db: Executor, gymId: string): Promise<GymForBooking> {
  const [gym] = await db.select(gymForBookingColumns).from(gyms).where(and(eq(gyms.id, gymId), eq(gyms.active, true)));
  if (!gym) throw notFound(bookingMessages.gymNotFound);
  return gym;
}

/** The slots of a day that can still be booked: none on the weekly off, past days or beyond the horizon; today's until they end. */
function openSlotTimes(gym: GymForBooking, date: string, now: Date): string[] {
  const today = localNow(now, gym.timezone);
  if (date < today.date || date > addDays(today.date, BOOKING_HORIZON_DAYS) || weekdayOf(date) === gym.weeklyOff) return [];
  const slots = slotTimesOf(gym.openingTime, gym.closingTime);
  return date === today.date ? slots.filter((t) => minutesOf(t) + 60 > today.minutes) : slots;
}

/** Why a slot cannot be booked, in words (invalid for the date, a conflict for the slot), or nothing. */
export function assertBookable(gym: GymForBooking, date: string, slotTime: string, now: Date): void {
  const today = localNow(now, gym.timezone).date;
  if (date < today) throw invalid(bookingMessages.pastDate, { startDate: bookingMessages.pastDate });
  if (date > addDays(today, BOOKING_HORIZON_DAYS)) throw invalid(bookingMessages.tooFarAhead, { startDate: bookingMessages.tooFarAhead });
  if (weekdayOf(date) === gym.weeklyOff) throw conflict(bookingMessages.weeklyOff);
  if (!slotTimesOf(gym.openingTime, gym.closingTime).includes(slotTime)) throw conflict(bookingMessages.slotClosed);
  if (!openSlotTimes(gym, date, now).includes(slotTime)) throw conflict(bookingMessages.slotEnded);
}

export async function slotsOfDay(db: Executor, gym: GymForBooking, date: string, now: Date): Promise<Slot[]> {
  const times = openSlotTimes(gym, date, now);
  if (times.length === 0) return [];
  const rows = await db
    .select({ slotTime: bookingSlots.slotTime, capacity: bookingSlots.capacity, booked: bookingSlots.booked })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.gymId, gym.id), eq(bookingSlots.slotDate, date)));
  const byTime = new Map(rows.map((r) => [r.slotTime, r]));
  return times.map((slotTime) => {
    const row = byTime.get(slotTime);
    const capacity = row?.capacity ?? gym.slotCapacity;
    const booked = row?.booked ?? 0;
    return { slotTime, capacity, booked, available: Math.max(0, capacity - booked) };
  });
}

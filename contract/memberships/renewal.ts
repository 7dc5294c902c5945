// A renewal's start and link, the same on both sides; no zod, so the member's bookings screen can use it on its first load.
import type { passTypes } from '../constants';
import { AREA_ROOTS } from '../gyms/areas';
import { addDays } from '../calendar';

/** How far ahead a pass may start. */
export const BOOKING_HORIZON_DAYS = 60;

/** The day after the pass ends, or today (the gym's) once it has ended. */
export const renewStartDate = (endDate: string, today: string): string => (endDate >= today ? addDays(endDate, 1) : today);

/** The first day a renewal starting on `startDate` can be booked: passes start at most BOOKING_HORIZON_DAYS ahead. */
export function renewBookableFrom(startDate: string, today: string): string {
  const opens = addDays(startDate, -BOOKING_HORIZON_DAYS);
  return opens > today ? opens : today;
}

/** The member's booking screen with the renewal's gym, pass and start date chosen (its own query names: gymId, pass, date). */
export const renewLink = (gymId: string, passType: (typeof passTypes)[number], startDate: string): string =>
  `${AREA_ROOTS.member}/gym-bookings?${new URLSearchParams({ gymId, pass: passType, date: startDate })}`;

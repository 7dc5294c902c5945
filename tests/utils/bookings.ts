import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Booking } from '@contract/bookings/bookings';
import type { PassType } from '@contract/gyms/gyms';
import type { SignedIn } from './auth';

type PassChoice = { gymId: string; passType: PassType; startDate: string; slotTime?: string };

/** A pass paid at the gym (so confirmed at once), booked through the API as `who`; fails the test unless it is created. */
export async function bookPassAtGym(app: FastifyInstance, who: SignedIn, { gymId, passType, startDate, slotTime = '07:00' }: PassChoice): Promise<Booking> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/bookings.php?action=create',
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: { gymId, passType, startDate, slotTime, paymentMethod: 'at_gym' },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { booking: Booking } }).data.booking;
}

/** A day pass paid at the gym, booked through the API as `who`. */
export const bookDayPassAtGym = (app: FastifyInstance, who: SignedIn, choice: { gymId: string; startDate: string; slotTime: string }) =>
  bookPassAtGym(app, who, { ...choice, passType: 'day' });

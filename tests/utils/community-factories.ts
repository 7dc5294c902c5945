import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { attendance, bookings } from '@server/db/schema';

/**
 * Rows the reviews and announcements rules read but other features write: a check-in (attendance)
 * and a booking. Written straight to the tables, as those features' services are not needed here.
 */

/** A finished visit of `memberId` at `gymId` (checked in and out on 2026-01-10). */
export async function createCheckIn(db: Db, { memberId, gymId }: { memberId: string; gymId: string }) {
  const [row] = await db
    .insert(attendance)
    .values({
      memberId,
      gymId,
      checkInAt: new Date('2026-01-10T01:30:00Z'),
      checkOutAt: new Date('2026-01-10T03:00:00Z'),
      status: 'checked_out',
    })
    .returning();
  return row!;
}

/** A day-pass booking of `memberId` at `gymId` for 2026-01-10, made the day before (never "now": the row is fixed whole), paid at the gym. */
export async function createBookingRow(
  db: Db,
  { memberId, gymId, planId, status = 'completed', createdAt = new Date('2026-01-09T10:00:00Z') }: { memberId: string; gymId: string; planId: string; status?: 'pending' | 'confirmed' | 'cancelled' | 'completed'; createdAt?: Date },
) {
  const [row] = await db
    .insert(bookings)
    .values({
      code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
      memberId,
      gymId,
      planId,
      passType: 'day',
      startDate: '2026-01-10',
      endDate: '2026-01-10',
      slotTime: '07:00',
      status,
      paymentStatus: 'unpaid',
      paymentMethod: 'at_gym',
      amountPaise: 20_000,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!;
}

import { eq, inArray, sql } from 'drizzle-orm';
import { issueReceiptNumber } from '../domains/bookings/booking-records';
import { addDays, localNow } from '../shared/gym-clock';
import type { Db } from './client';
import { bookingSlots, bookings, gymMemberships, gymPlans, gyms, payments, users } from './schema';
import { DEMO_MEMBER } from './seed-data';

type Status = (typeof bookings.$inferInsert)['status'];
type Plan = { id: string; passType: 'day' | 'weekly' | 'monthly' | 'quarterly' | 'yearly'; pricePaise: number; durationDays: number };
type DemoBooking = {
  key: string;
  gymId: string;
  passType: Plan['passType'];
  /** days from today (gym's zone); negative for past bookings */
  startIn: number;
  slotTime: string;
  status: Status;
  method: 'online' | 'at_gym';
  payment: 'paid' | 'refunded' | 'unpaid';
  deskMethod?: 'cash' | 'upi' | 'card';
};

const DAY_MS = 86_400_000;

/**
 * Priya's bookings and payments, so her screens are not empty on a first try: two upcoming at the
 * demo owner's 24-hour gym (one paid online, one to pay at the gym), and past ones (completed and
 * paid at the desk, cancelled and refunded). Dates follow today's date when the seed runs; fixed ids
 * make a second run a no-op.
 */
export async function seedDemoBookings(db: Db, gymIds: readonly [string, string], now = new Date()): Promise<void> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_MEMBER.mobile));
  if (!member) return;
  const [open24, second] = gymIds;
  const demo: DemoBooking[] = [
    { key: 'next-day', gymId: open24, passType: 'day', startIn: 1, slotTime: '07:00', status: 'confirmed', method: 'online', payment: 'paid' },
    { key: 'weekly', gymId: open24, passType: 'weekly', startIn: 4, slotTime: '18:00', status: 'confirmed', method: 'at_gym', payment: 'unpaid' },
    { key: 'monthly-past', gymId: second, passType: 'monthly', startIn: -45, slotTime: '06:00', status: 'completed', method: 'at_gym', payment: 'paid', deskMethod: 'upi' },
    { key: 'cancelled', gymId: open24, passType: 'day', startIn: -6, slotTime: '19:00', status: 'cancelled', method: 'online', payment: 'refunded' },
  ];
  const ids = demo.map((d) => `booking-demo-${d.key}`);
  const existing = await db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.id, ids));
  if (existing.length > 0) return;
  const plans = await db.select().from(gymPlans).where(inArray(gymPlans.gymId, [open24, second]));
  const planOf = (gymId: string, passType: Plan['passType']) => plans.find((p) => p.gymId === gymId && p.passType === passType);
  if (demo.some((d) => !planOf(d.gymId, d.passType))) return;

  const capacities = new Map((await db.select({ id: gyms.id, slotCapacity: gyms.slotCapacity }).from(gyms).where(inArray(gyms.id, [open24, second]))).map((g) => [g.id, g.slotCapacity]));
  const today = localNow(now, 'Asia/Kolkata').date;
  await db.transaction(async (tx) => {
    for (const d of demo) {
      const plan = planOf(d.gymId, d.passType)!;
      const startDate = addDays(today, d.startIn);
      const createdAt = new Date(now.getTime() + Math.min(d.startIn - 2, -1) * DAY_MS);
      const id = `booking-demo-${d.key}`;
      await tx.insert(bookings).values({
        id,
        code: `GKDEMO${d.key.replace(/[^a-z]/g, '').slice(0, 4).toUpperCase()}`,
        memberId: member.id,
        gymId: d.gymId,
        planId: plan.id,
        passType: d.passType,
        startDate,
        endDate: addDays(startDate, plan.durationDays - 1),
        slotTime: d.slotTime,
        status: d.status,
        paymentStatus: d.payment,
        paymentMethod: d.method,
        amountPaise: plan.pricePaise,
        createdAt,
        updatedAt: createdAt,
        cancelledAt: d.status === 'cancelled' ? new Date(createdAt.getTime() + DAY_MS) : null,
        cancelReason: d.status === 'cancelled' ? 'Plans changed' : null,
      });
      // Upcoming bookings hold their places, as booked through the app.
      if (d.startIn >= 0)
        await tx
          .insert(bookingSlots)
          .values({ gymId: d.gymId, slotDate: startDate, slotTime: d.slotTime, capacity: capacities.get(d.gymId) ?? 30, booked: 1 })
          .onConflictDoUpdate({ target: [bookingSlots.gymId, bookingSlots.slotDate, bookingSlots.slotTime], set: { booked: sql`${bookingSlots.booked} + 1` } });
      await tx.insert(gymMemberships).values({ gymId: d.gymId, memberId: member.id, source: 'booking', createdAt }).onConflictDoNothing();
      if (d.payment === 'unpaid') continue;
      const paidAt = new Date(createdAt.getTime() + 5 * 60_000);
      await tx.insert(payments).values({
        id: `payment-demo-${d.key}`,
        bookingId: id,
        memberId: member.id,
        gymId: d.gymId,
        amountPaise: plan.pricePaise,
        method: d.method,
        deskMethod: d.deskMethod ?? null,
        status: d.payment,
        provider: d.method === 'online' ? 'test' : 'desk',
        providerOrderId: d.method === 'online' ? `order_demo_${d.key}` : null,
        providerPaymentId: d.method === 'online' ? `pay_demo_${d.key}` : null,
        receiptNumber: await issueReceiptNumber(tx, d.gymId, 'Asia/Kolkata', paidAt),
        createdAt,
        paidAt,
        refundedAt: d.payment === 'refunded' ? new Date(createdAt.getTime() + DAY_MS) : null,
        providerRefundId: d.payment === 'refunded' ? `rfnd_demo_${d.key}` : null,
      });
    }
  });
}

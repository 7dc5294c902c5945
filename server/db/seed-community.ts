import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { announcements, attendance, bookings, gymPlans, users } from './schema';
import { DEMO_MEMBER } from './seed-data';

const DAY_MS = 86_400_000;
/** Same fixed "now" as the main seed, so every run writes the same rows. */
const ANCHOR = Date.UTC(2026, 9, 31, 12, 0, 0);
/**
 * The demo member's history at the demo owner's first gym: a finished day-pass booking and the
 * check-in it led to, so Priya may review that gym and sees its announcements; and the gym's
 * announcements in each state. Fixed ids and ON CONFLICT DO NOTHING: safe to run twice.
 */
export async function seedCommunity(db: Db, gymId: string): Promise<void> {
  const visit = new Date(ANCHOR - 10 * DAY_MS);
  const day = visit.toISOString().slice(0, 10);
  const gymKey = gymId.slice(4);
  const [plan] = await db.select({ id: gymPlans.id, pricePaise: gymPlans.pricePaise }).from(gymPlans).where(eq(gymPlans.id, `plan-${gymKey}-day`));
  // An account that held the demo number before the seed keeps its own id.
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_MEMBER.mobile));
  if (!plan || !member) return;
  await db
    .insert(bookings)
    .values({
      id: `booking-demo-member-${gymKey}`,
      code: `GKDEMO${gymKey.length}${day.replaceAll('-', '')}`,
      memberId: member.id,
      gymId,
      planId: plan.id,
      passType: 'day',
      startDate: day,
      endDate: day,
      slotTime: '07:00',
      status: 'completed',
      paymentStatus: 'paid',
      paymentMethod: 'at_gym',
      amountPaise: plan.pricePaise,
      createdAt: new Date(visit.getTime() - DAY_MS),
      updatedAt: visit,
    })
    .onConflictDoNothing();
  await db
    .insert(attendance)
    .values({
      id: `attendance-demo-member-${gymKey}`,
      memberId: member.id,
      gymId,
      bookingId: `booking-demo-member-${gymKey}`,
      checkInAt: new Date(visit.getTime() + 90 * 60_000),
      checkOutAt: new Date(visit.getTime() + 165 * 60_000),
      status: 'checked_out',
    })
    .onConflictDoNothing();
  const at = (days: number) => new Date(ANCHOR + days * DAY_MS);
  await db
    .insert(announcements)
    .values([
      {
        id: `announcement-${gymKey}-hours`,
        gymId,
        title: 'Open until 11 PM this week',
        message: 'We stay open until 11 PM from Monday to Saturday this week; Sunday hours stay as usual.',
        priority: 'high',
        status: 'published',
        publishedAt: at(-12),
        createdAt: at(-12),
        updatedAt: at(-12),
      },
      {
        id: `announcement-${gymKey}-yoga`,
        gymId,
        title: 'New morning yoga batch',
        message: 'A beginners’ yoga batch starts at 6:30 AM on weekdays. Ask at the desk to join.',
        priority: 'medium',
        status: 'published',
        publishedAt: at(-20),
        createdAt: at(-20),
        updatedAt: at(-20),
      },
      {
        id: `announcement-${gymKey}-maintenance`,
        gymId,
        title: 'Cardio area servicing',
        message: 'The cardio machines are serviced on the first Monday of the month, 6–9 AM.',
        priority: 'low',
        status: 'draft',
        createdAt: at(-3),
        updatedAt: at(-3),
      },
    ])
    .onConflictDoNothing();
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { attendance, bookings, messages, payments } from '@server/db/schema';
import type { SmsMessage } from '@server/providers/sms';
import { writeDueDailySummaries } from '@server/domains/messaging/daily-summary';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createMember, type GymRow, type PlanRow } from '@tests/utils/factories';

const gateway = { sent: [] as SmsMessage[] };
const sms = { send: async (message: SmsMessage) => void gateway.sent.push(message) };
const server = useTestServer({}, { channels: { sms } });
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026 on the gym's clock (India, UTC+5:30). */
const IST = (time: string) => new Date(`2026-11-23T${time}:00+05:30`);

beforeEach(() => {
  gateway.sent = [];
});

type Gym = GymRow & { plans: PlanRow[] };

async function booking(gym: Gym, startDate: string, status: 'confirmed' | 'cancelled' = 'confirmed') {
  const member = await createMember(db());
  const [row] = await db()
    .insert(bookings)
    .values({
      code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
      memberId: member.id,
      gymId: gym.id,
      planId: gym.plans[0]!.id,
      passType: 'day',
      startDate,
      endDate: startDate,
      slotTime: '07:00',
      status,
      paymentMethod: 'at_gym',
      amountPaise: 50_000,
    })
    .returning();
  return row!;
}

const visit = async (gym: Gym, at: Date) => {
  const b = await booking(gym, '2026-11-22');
  await db().insert(attendance).values({ memberId: b.memberId, gymId: gym.id, bookingId: b.id, checkInAt: at, checkOutAt: at, status: 'checked_out' });
};
const payment = async (gym: Gym, paidAt: Date, amountPaise: number, status: 'paid' | 'refunded' = 'paid') => {
  const b = await booking(gym, '2026-11-22');
  await db().insert(payments).values({ bookingId: b.id, memberId: b.memberId, gymId: gym.id, amountPaise, method: 'at_gym', status, provider: 'desk', paidAt });
};

/** Iron Temple, open 06:00-22:00, with today's bookings and yesterday's visits and payments (and some that do not count). */
async function gymWithADay() {
  clock().set(IST('05:00'));
  const gym = await createGym(db(), { name: 'Iron Temple', openingTime: '06:00', closingTime: '22:00' });
  await booking(gym, '2026-11-23');
  await booking(gym, '2026-11-23');
  await booking(gym, '2026-11-23', 'cancelled');
  await booking(gym, '2026-11-24');
  await visit(gym, new Date('2026-11-22T01:00:00Z'));
  await visit(gym, new Date('2026-11-22T18:00:00Z'));
  await visit(gym, new Date('2026-11-22T18:40:00Z'));
  await visit(gym, new Date('2026-11-21T18:00:00Z'));
  await payment(gym, new Date('2026-11-22T05:00:00Z'), 50_000);
  await payment(gym, new Date('2026-11-22T12:00:00Z'), 150_000);
  await payment(gym, new Date('2026-11-22T12:00:00Z'), 20_000, 'refunded');
  await payment(gym, new Date('2026-11-23T01:00:00Z'), 99_000);
  return gym;
}

const summaries = () => db().select().from(messages).where(eq(messages.kind, 'owner_daily_summary')).orderBy(messages.channel);
const writeDue = (at: Date) => writeDueDailySummaries(db(), app().messagePolicy, at);

describe("the owner's daily summary", () => {
  it('is written at opening time with today’s bookings, yesterday’s visits and earnings, and sent to the owner', async () => {
    const gym = await gymWithADay();
    clock().set(IST('05:59'));
    await app().messageWorker.runTick();
    expect(await summaries()).toHaveLength(0);

    clock().set(IST('06:01'));
    await app().messageWorker.runTick();
    const rows = await summaries();
    expect(rows.map((r) => [r.channel, r.recipientId, r.gymId])).toEqual([
      ['in_app', gym.ownerId, gym.id],
      ['sms', gym.ownerId, gym.id],
    ]);
    expect(rows[0]!.payload).toEqual({ gymName: 'Iron Temple', date: '2026-11-23', bookingsToday: 2, visitsYesterday: 2, earningsYesterdayPaise: 200_000 });
    const sent = gateway.sent.filter((m) => m.kind === 'owner_daily_summary');
    expect(sent.map((m) => m.text)).toEqual(['Gymkhana: good morning, Iron Temple. Today (Mon, 23 Nov, 2026): 2 bookings. Yesterday: 2 visits, ₹2,000 earned.']);
  });

  it('is written once across ticks and two workers at once', async () => {
    await gymWithADay();
    clock().set(IST('06:30'));
    const [first, second] = await Promise.all([writeDue(app().now()), writeDue(app().now())]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    clock().set(IST('07:30'));
    expect(await writeDue(app().now())).toBe(0);
    await app().messageWorker.runTick();
    expect(await summaries()).toHaveLength(2);
    expect(gateway.sent.filter((m) => m.kind === 'owner_daily_summary')).toHaveLength(1);
  });

  it('is skipped when stale: a server that starts more than six hours after opening, or after its closing', async () => {
    const gym = await gymWithADay();
    const early = await createGym(db(), { ownerId: gym.ownerId, openingTime: '05:00', closingTime: '09:00' });
    clock().set(IST('09:30'));
    expect(await writeDue(app().now())).toBe(1);
    expect((await summaries()).map((r) => r.gymId)).toEqual([gym.id, gym.id]);
    clock().set(new Date(IST('12:30').getTime() + 86_400_000));
    expect(await writeDue(app().now())).toBe(0);
    expect((await summaries()).some((r) => r.gymId === early.id)).toBe(false);
  });

  it('of a gym opening in the evening goes at its opening time', async () => {
    clock().set(IST('19:59'));
    await createGym(db(), { openingTime: '20:00', closingTime: '23:00' });
    expect(await writeDue(app().now())).toBe(0);
    clock().set(IST('20:10'));
    expect(await writeDue(app().now())).toBe(1);
  });

  it('of a gym open round the clock goes at 07:00; an inactive gym gets none', async () => {
    clock().set(IST('06:30'));
    const allDay = await createGym(db(), { openingTime: '00:00', closingTime: '24:00' });
    await createGym(db(), { active: false });
    expect(await writeDue(app().now())).toBe(0);
    clock().set(IST('07:05'));
    expect(await writeDue(app().now())).toBe(1);
    expect((await summaries()).every((r) => r.gymId === allDay.id)).toBe(true);
  });
});

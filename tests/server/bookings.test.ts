import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema, bookingMessages, bookingSchema, type Booking } from '@contract/bookings/bookings';
import { paymentMessages } from '@contract/bookings/payments';
import { bookingSlots, bookings, gymMemberships, payments } from '@server/db/schema';
import { applyClock } from '@server/domains/bookings/booking-records';
import { createConfirmedBooking, findBookingValidToday } from '@server/domains/bookings/booking-service';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym, createMember, deactivateGym, DEFAULT_PLAN_PRICES } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const SUNDAY = '2026-11-29';
const MINUTE = 60_000;

const get = (resource: string, action: string, query: Record<string, string>, who?: SignedIn) =>
  app().inject({ method: 'GET', url: `/api/${resource}.php?action=${action}&${new URLSearchParams(query)}`, headers: who?.headers ?? {} });
const post = (resource: string, action: string, payload: object, who?: SignedIn, key?: string) =>
  app().inject({
    method: 'POST',
    url: `/api/${resource}.php?action=${action}`,
    payload,
    headers: { ...(who?.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
  });
const book = (who: SignedIn, body: object, key = randomUUID()) => post('bookings', 'create', body, who, key);

async function setup(gymOverrides: Parameters<typeof createGym>[1] = {}) {
  clock().set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const gym = await createGym(db(), { ownerId: owner.user.id, ...gymOverrides });
  const dayPass = { gymId: gym.id, passType: 'day', startDate: TUESDAY, slotTime: '07:00' } as const;
  return { owner, member, gym, dayPass };
}

async function slotRow(gymId: string, date: string, time: string) {
  const [row] = await db()
    .select()
    .from(bookingSlots)
    .where(and(eq(bookingSlots.gymId, gymId), eq(bookingSlots.slotDate, date), eq(bookingSlots.slotTime, time)));
  return row;
}

const bookingOf = (res: { json(): unknown }) => bookingCreatedSchema.parse((res.json() as { data: unknown }).data);

describe('bookings.php?action=slots', () => {
  it('lists whole-hour slots from opening to an hour before closing, with capacity, booked and available', async () => {
    const { gym, member, dayPass } = await setup({ slotCapacity: 3 });
    await book(member, { ...dayPass, paymentMethod: 'at_gym' });
    const res = await get('bookings', 'slots', { gymId: gym.id, date: TUESDAY });
    expect(res.statusCode).toBe(200);
    const slots = res.json().data as { slotTime: string; capacity: number; booked: number; available: number }[];
    expect(slots.map((s) => s.slotTime)).toEqual(Array.from({ length: 16 }, (_, i) => `${String(6 + i).padStart(2, '0')}:00`));
    expect(slots.find((s) => s.slotTime === '07:00')).toEqual({ slotTime: '07:00', capacity: 3, booked: 1, available: 2 });
    expect(slots.find((s) => s.slotTime === '08:00')).toEqual({ slotTime: '08:00', capacity: 3, booked: 0, available: 3 });
  });

  it('has no slots on the weekly off or a past day, and today only those not yet ended (a slot is bookable until it ends)', async () => {
    const { gym } = await setup();
    expect((await get('bookings', 'slots', { gymId: gym.id, date: SUNDAY })).json().data).toEqual([]);
    expect((await get('bookings', 'slots', { gymId: gym.id, date: '2026-11-22' })).json().data).toEqual([]);
    const today = (await get('bookings', 'slots', { gymId: gym.id, date: MONDAY })).json().data as { slotTime: string }[];
    // 10:00 in India: the 09:00 slot has ended, the 10:00 one is running and still bookable.
    expect(today[0]!.slotTime).toBe('10:00');
  });

  it('a gym open 24 hours has 24 slots, 00:00 to 23:00', async () => {
    const { gym } = await setup({ openingTime: '00:00', closingTime: '24:00', weeklyOff: 'none' });
    const slots = (await get('bookings', 'slots', { gymId: gym.id, date: SUNDAY })).json().data as { slotTime: string }[];
    expect(slots).toHaveLength(24);
    expect(slots.at(-1)!.slotTime).toBe('23:00');
  });

  it('answers 404 for a deactivated gym', async () => {
    const { gym } = await setup();
    await deactivateGym(db(), gym.id);
    expect((await get('bookings', 'slots', { gymId: gym.id, date: TUESDAY })).statusCode).toBe(404);
  });
});

describe('bookings.php?action=create', () => {
  it('pay at gym: 201, confirmed and unpaid, at the plan price; the member joins the gym', async () => {
    const { member, gym, dayPass } = await setup();
    const res = await book(member, { ...dayPass, passType: 'monthly', paymentMethod: 'at_gym' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(bookingMessages.confirmed);
    const { booking, payment } = bookingOf(res);
    expect(payment).toBeUndefined();
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'unpaid',
      paymentMethod: 'at_gym',
      passType: 'monthly',
      startDate: TUESDAY,
      endDate: '2026-12-23',
      slotTime: '07:00',
      amountPaise: DEFAULT_PLAN_PRICES.monthly,
      canChange: true,
    });
    expect(booking.code).toMatch(/^GK[A-Z2-9]{8}$/);
    expect((await slotRow(gym.id, TUESDAY, '07:00'))!.booked).toBe(1);
    expect(await db().select().from(gymMemberships).where(eq(gymMemberships.memberId, member.user.id))).toHaveLength(1);
  });

  it('online: 201 pending with a payment order for the plan price', async () => {
    const { member, dayPass } = await setup();
    const res = await book(member, { ...dayPass, paymentMethod: 'online' });
    expect(res.statusCode).toBe(201);
    const { booking, payment } = bookingOf(res);
    expect(booking).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', amountPaise: DEFAULT_PLAN_PRICES.day });
    const holdEnds = Date.parse(booking.holdExpiresAt!) - MONDAY_10AM.getTime();
    expect(holdEnds).toBeGreaterThanOrEqual(15 * MINUTE);
    expect(holdEnds).toBeLessThan(16 * MINUTE);
    expect(payment).toMatchObject({ provider: 'test', amountPaise: DEFAULT_PLAN_PRICES.day, currency: 'INR' });
  });

  it.each([
    [{ amountPaise: 1 }, 'Unknown field: amountPaise'],
    [{ status: 'confirmed' }, 'Unknown field: status'],
    [{ memberId: 'someone-else' }, 'Unknown field: memberId'],
    [{ passType: 'lifetime' }, bookingMessages.passRequired],
    [{ paymentMethod: 'cheque' }, bookingMessages.methodRequired],
    [{ startDate: '2026-02-30' }, bookingMessages.dateInvalid],
    [{ slotTime: '7am' }, bookingMessages.timeInvalid],
    [{ startDate: '2026-11-20' }, bookingMessages.pastDate],
    [{ startDate: '2027-03-01' }, bookingMessages.tooFarAhead],
  ])('refuses %j with 400 and its message', async (change, message) => {
    const { member, dayPass } = await setup();
    const res = await book(member, { ...dayPass, paymentMethod: 'at_gym', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await db().select().from(bookings)).toHaveLength(0);
  });

  it.each([
    [{ startDate: SUNDAY }, bookingMessages.weeklyOff],
    [{ slotTime: '05:00' }, bookingMessages.slotClosed],
    [{ slotTime: '21:30' }, bookingMessages.slotClosed],
    [{ startDate: MONDAY, slotTime: '09:00' }, bookingMessages.slotEnded],
  ])('refuses a closed slot %j with 409 and the rule', async (change, message) => {
    const { member, dayPass } = await setup();
    const res = await book(member, { ...dayPass, paymentMethod: 'at_gym', ...change });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
  });

  it('books the running slot today (arriving late is allowed)', async () => {
    const { member, dayPass } = await setup();
    const res = await book(member, { ...dayPass, startDate: MONDAY, slotTime: '10:00', paymentMethod: 'at_gym' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a pass the gym does not offer and a deactivated gym', async () => {
    const { member, owner } = await setup();
    const noYearly = await createGym(db(), { ownerId: owner.user.id, plans: { day: 10_000 } });
    const res = await book(member, { gymId: noYearly.id, passType: 'yearly', startDate: TUESDAY, slotTime: '07:00', paymentMethod: 'at_gym' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(bookingMessages.passNotOffered);
    await deactivateGym(db(), noYearly.id);
    const closed = await book(member, { gymId: noYearly.id, passType: 'day', startDate: TUESDAY, slotTime: '07:00', paymentMethod: 'at_gym' });
    expect(closed.statusCode).toBe(404);
  });

  it('needs a member and an Idempotency-Key', async () => {
    const { member, owner, dayPass } = await setup();
    const body = { ...dayPass, paymentMethod: 'at_gym' };
    expect((await post('bookings', 'create', body, undefined, randomUUID())).statusCode).toBe(401);
    expect((await post('bookings', 'create', body, owner, randomUUID())).statusCode).toBe(403);
    const keyless = await post('bookings', 'create', body, member);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().message).toBe(bookingMessages.idempotencyRequired);
  });

  it('the same Idempotency-Key and body answer the first answer again; another body with it is 409', async () => {
    const { member, dayPass } = await setup();
    const key = randomUUID();
    const body = { ...dayPass, paymentMethod: 'online' };
    const first = await book(member, body, key);
    const again = await book(member, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await book(member, { ...body, slotTime: '08:00' }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(bookingMessages.idempotencyReused);
    expect(await db().select().from(bookings)).toHaveLength(1);
    expect(await db().select().from(payments)).toHaveLength(1);
  });

  it('50 parallel creates with one Idempotency-Key make one booking and identical answers', async () => {
    const { member, gym, dayPass } = await setup();
    const key = randomUUID();
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(member, { ...dayPass, paymentMethod: 'online' }, key)));
    console.info(`50 parallel creates, one key: ${Math.round(performance.now() - started)} ms`);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await db().select().from(bookings)).toHaveLength(1);
    expect(await db().select().from(payments)).toHaveLength(1);
    expect((await slotRow(gym.id, TUESDAY, '07:00'))!.booked).toBe(1);
  });

  it('200 bookings at once for one slot: exactly its capacity succeed, the rest 409, no 5xx, booked = live bookings', async () => {
    const { gym, dayPass } = await setup({ slotCapacity: 7 });
    const members = await Promise.all(Array.from({ length: 20 }, () => signIn(app(), { userType: 'member' })));
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => book(members[i % members.length]!, { ...dayPass, paymentMethod: i % 2 ? 'online' : 'at_gym' })),
    );
    console.info(`200 parallel creates for 7 places: ${Math.round(performance.now() - started)} ms`);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(7);
    expect(codes.filter((c) => c === 409)).toHaveLength(193);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().message === bookingMessages.slotFull)).toBe(true);
    const live = await db().select().from(bookings).where(eq(bookings.gymId, gym.id));
    expect(live).toHaveLength(7);
    expect((await slotRow(gym.id, TUESDAY, '07:00'))!.booked).toBe(7);
  });
});

describe('the pending hold (15 minutes, decided by the clock)', () => {
  it('releases the place after 15 minutes unpaid, at the next read, and the late payment is refused', async () => {
    const { member, gym, dayPass } = await setup({ slotCapacity: 1 });
    const { booking, payment } = bookingOf(await book(member, { ...dayPass, paymentMethod: 'online' }));
    const other = await signIn(app(), { userType: 'member' });
    expect((await book(other, { ...dayPass, paymentMethod: 'at_gym' })).statusCode).toBe(409);

    clock().advance(14 * MINUTE);
    expect((await get('bookings', 'slots', { gymId: gym.id, date: TUESDAY })).json().data[1].available).toBe(0);
    clock().advance(2 * MINUTE);
    expect((await get('bookings', 'slots', { gymId: gym.id, date: TUESDAY })).json().data[1].available).toBe(1);
    const after = await get('bookings', 'get', { bookingId: booking.id }, member);
    expect(after.json().data.booking).toMatchObject({ status: 'cancelled', canChange: false });

    const late = await post('payments', 'test-pay', { orderId: payment!.orderId, outcome: 'success' }, member);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(bookingMessages.expired);
    expect((await book(other, { ...dayPass, paymentMethod: 'at_gym' })).statusCode).toBe(201);
  });

  it('the sweep at start releases holds that lapsed while the server was down', async () => {
    const { member, gym, dayPass } = await setup();
    await book(member, { ...dayPass, paymentMethod: 'online' });
    const result = await applyClock(db(), new Date(MONDAY_10AM.getTime() + 16 * MINUTE));
    expect(result.released).toBe(1);
    expect((await slotRow(gym.id, TUESDAY, '07:00'))!.booked).toBe(0);
  });
});

describe('paying online with the test gateway', () => {
  it('Pay confirms the booking, records the payment with a receipt number', async () => {
    const { member, dayPass } = await setup();
    const { booking, payment } = bookingOf(await book(member, { ...dayPass, paymentMethod: 'online' }));
    const res = await post('payments', 'test-pay', { orderId: payment!.orderId, outcome: 'success' }, member);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(bookingMessages.confirmed);
    expect(res.json().data.booking).toMatchObject({ id: booking.id, status: 'confirmed', paymentStatus: 'paid' });
    expect(res.json().data.payment).toMatchObject({ status: 'paid', receiptNumber: '2026-27/000001', amountPaise: DEFAULT_PLAN_PRICES.day });
    // Paying twice changes nothing.
    const again = await post('payments', 'test-pay', { orderId: payment!.orderId, outcome: 'success' }, member);
    expect(again.json().data.payment.receiptNumber).toBe('2026-27/000001');
    expect(await db().select().from(payments)).toHaveLength(1);
  });

  it('Fail says "Booking failed. Please try again." and the same booking can be paid again', async () => {
    const { member, dayPass } = await setup();
    const { booking, payment } = bookingOf(await book(member, { ...dayPass, paymentMethod: 'online' }));
    const failed = await post('payments', 'test-pay', { orderId: payment!.orderId, outcome: 'failure' }, member);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().message).toBe(bookingMessages.failed);
    expect(failed.json().data.booking).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    const detail = await get('bookings', 'get', { bookingId: booking.id }, member);
    expect(detail.json().data.payment.orderId).toBe(payment!.orderId);
    const retried = await post('payments', 'test-pay', { orderId: payment!.orderId, outcome: 'success' }, member);
    expect(retried.json().data.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it("another member's order is 404", async () => {
    const { member, dayPass } = await setup();
    const { payment } = bookingOf(await book(member, { ...dayPass, paymentMethod: 'online' }));
    const stranger = await signIn(app(), { userType: 'member' });
    const res = await post('payments', 'test-pay', { orderId: payment!.orderId, outcome: 'success' }, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(paymentMessages.orderNotFound);
  });
});

describe('cancel and reschedule (until 2 hours before the slot)', () => {
  it('cancel inside the window frees the place and refunds an online payment', async () => {
    const { member, gym, dayPass } = await setup();
    const { booking, payment } = bookingOf(await book(member, { ...dayPass, paymentMethod: 'online' }));
    await post('payments', 'test-pay', { orderId: payment!.orderId, outcome: 'success' }, member);
    const res = await post('bookings', 'cancel', { bookingId: booking.id, reason: 'Travelling' }, member);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(bookingMessages.cancelledRefunded);
    expect(bookingSchema.parse(res.json().data)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', cancelReason: 'Travelling' });
    expect((await slotRow(gym.id, TUESDAY, '07:00'))!.booked).toBe(0);
    const [row] = await db().select().from(payments);
    expect(row).toMatchObject({ status: 'refunded' });
    expect(row!.providerRefundId).toMatch(/^rfnd_test_/);
  });

  it('cancel after the window is refused with the rule, and a cancelled booking cannot be cancelled again', async () => {
    const { member, dayPass } = await setup();
    const { booking } = bookingOf(await book(member, { ...dayPass, paymentMethod: 'at_gym' }));
    // Tuesday 07:00 in India is 01:30 UTC; the window closes at 05:00 IST = 23:30 UTC on Monday.
    clock().set(new Date('2026-11-23T23:31:00Z'));
    const late = await post('bookings', 'cancel', { bookingId: booking.id }, member);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(bookingMessages.changeWindow);
    clock().set(new Date('2026-11-23T23:29:00Z'));
    expect((await post('bookings', 'cancel', { bookingId: booking.id }, member)).statusCode).toBe(200);
    const twice = await post('bookings', 'cancel', { bookingId: booking.id }, member);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(bookingMessages.cancelOnlyLive);
  });

  it('reschedule moves the place; a full target is refused and the old place kept', async () => {
    const { member, gym, dayPass } = await setup({ slotCapacity: 1 });
    const { booking } = bookingOf(await book(member, { ...dayPass, passType: 'weekly', paymentMethod: 'at_gym' }));
    const other = await signIn(app(), { userType: 'member' });
    await book(other, { ...dayPass, slotTime: '09:00', paymentMethod: 'at_gym' });

    const full = await post('bookings', 'reschedule', { bookingId: booking.id, startDate: TUESDAY, slotTime: '09:00' }, member);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(bookingMessages.slotFull);
    expect((await slotRow(gym.id, TUESDAY, '07:00'))!.booked).toBe(1);

    const moved = await post('bookings', 'reschedule', { bookingId: booking.id, startDate: '2026-11-25', slotTime: '18:00' }, member);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ startDate: '2026-11-25', endDate: '2026-12-01', slotTime: '18:00' });
    expect((await slotRow(gym.id, TUESDAY, '07:00'))!.booked).toBe(0);
    expect((await slotRow(gym.id, '2026-11-25', '18:00'))!.booked).toBe(1);
  });

  it('reschedule outside the window or onto a weekly off is refused', async () => {
    const { member, dayPass } = await setup();
    const { booking } = bookingOf(await book(member, { ...dayPass, paymentMethod: 'at_gym' }));
    const off = await post('bookings', 'reschedule', { bookingId: booking.id, startDate: SUNDAY, slotTime: '07:00' }, member);
    expect(off.json().message).toBe(bookingMessages.weeklyOff);
    clock().set(new Date('2026-11-24T00:00:00Z'));
    const late = await post('bookings', 'reschedule', { bookingId: booking.id, startDate: '2026-11-25', slotTime: '07:00' }, member);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(bookingMessages.changeWindow);
  });

  it("another member's booking is 404 for get, cancel and reschedule", async () => {
    const { member, dayPass } = await setup();
    const { booking } = bookingOf(await book(member, { ...dayPass, paymentMethod: 'at_gym' }));
    const stranger = await signIn(app(), { userType: 'member' });
    expect((await get('bookings', 'get', { bookingId: booking.id }, stranger)).statusCode).toBe(404);
    expect((await post('bookings', 'cancel', { bookingId: booking.id }, stranger)).statusCode).toBe(404);
    expect((await post('bookings', 'reschedule', { bookingId: booking.id, startDate: TUESDAY, slotTime: '08:00' }, stranger)).statusCode).toBe(404);
  });
});

describe('a member’s lists', () => {
  it('mine: upcoming (live, not ended) ascending; past the rest; paged', async () => {
    const { member, dayPass } = await setup();
    const a = bookingOf(await book(member, { ...dayPass, startDate: '2026-11-25', paymentMethod: 'at_gym' })).booking;
    const b = bookingOf(await book(member, { ...dayPass, paymentMethod: 'at_gym' })).booking;
    const c = bookingOf(await book(member, { ...dayPass, startDate: '2026-11-26', paymentMethod: 'at_gym' })).booking;
    await post('bookings', 'cancel', { bookingId: c.id }, member);
    const upcoming = (await get('bookings', 'mine', { scope: 'upcoming' }, member)).json().data;
    expect(upcoming.items.map((x: Booking) => x.id)).toEqual([b.id, a.id]);
    const past = (await get('bookings', 'mine', { scope: 'past' }, member)).json().data;
    expect(past.items.map((x: Booking) => x.id)).toEqual([c.id]);
    const all = (await get('bookings', 'mine', { scope: 'all', pageSize: '2' }, member)).json().data;
    expect(all).toMatchObject({ total: 3, totalPages: 2, page: 1, pageSize: 2 });
    const summary = (await get('bookings', 'summary', {}, member)).json().data;
    expect(summary).toMatchObject({ upcomingCount: 2, visitCount: 0, next: { id: b.id } });
    // After the day pass ends it is completed and past.
    clock().set(new Date('2026-11-25T00:00:00Z'));
    const later = (await get('bookings', 'mine', { scope: 'past' }, member)).json().data;
    expect(later.items.find((x: Booking) => x.id === b.id)).toMatchObject({ status: 'completed' });
  });
});

describe('the owner’s side', () => {
  it('lists bookings of their gym with filters and search; another owner gets 404', async () => {
    const { owner, member, gym, dayPass } = await setup();
    const mine = bookingOf(await book(member, { ...dayPass, paymentMethod: 'at_gym' })).booking;
    await book(member, { ...dayPass, startDate: '2026-11-27', paymentMethod: 'online' });
    const list = (q: Record<string, string>) => get('bookings', 'gym', { gymId: gym.id, ...q }, owner);
    expect((await list({})).json().data.total).toBe(2);
    expect((await list({ status: 'confirmed' })).json().data.items.map((b: Booking) => b.id)).toEqual([mine.id]);
    expect((await list({ from: '2026-11-26' })).json().data.total).toBe(1);
    expect((await list({ q: mine.code.toLowerCase() })).json().data.items[0]).toMatchObject({ id: mine.id, memberMobile: member.user.mobile });
    expect((await list({ q: member.user.mobile.slice(3, 8) })).json().data.total).toBe(2);
    expect((await list({ payment: 'paid' })).json().data.total).toBe(0);
    const other = await signIn(app(), { userType: 'gym_owner' });
    expect((await get('bookings', 'gym', { gymId: gym.id }, other)).statusCode).toBe(404);
    expect((await get('bookings', 'get-by-code', { code: mine.code }, other)).statusCode).toBe(404);
    expect((await get('bookings', 'get-by-code', { code: mine.code }, owner)).json().data.id).toBe(mine.id);
  });

  it('marks paid at the desk once (receipt with GST lines), completes, and cancels with a reason; other moves are 409 with the rule', async () => {
    const { owner, member, dayPass } = await setup({ gstin: '27AAPFU0939F1ZV' });
    const { booking } = bookingOf(await book(member, { ...dayPass, paymentMethod: 'at_gym' }));
    const key = randomUUID();
    const paid = await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'upi' }, owner, key);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.booking.paymentStatus).toBe('paid');
    expect((await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'upi' }, owner, key)).json()).toEqual(paid.json());
    const twice = await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'cash' }, owner, randomUUID());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(paymentMessages.alreadyPaid);

    const paymentId = paid.json().data.payment.id as string;
    const receipt = (await get('payments', 'receipt', { paymentId }, member)).json().data;
    expect(receipt).toMatchObject({ receiptNumber: '2026-27/000001', deskMethod: 'upi', amountPaise: 20_000 });
    expect(receipt.tax).toEqual({ gstin: '27AAPFU0939F1ZV', sac: '999723', rateBp: 500, taxablePaise: 19_048, cgstPaise: 476, sgstPaise: 476 });
    expect((await get('payments', 'receipt', { paymentId }, owner)).statusCode).toBe(200);
    expect((await get('payments', 'receipt', { paymentId }, await signIn(app(), { userType: 'member' }))).statusCode).toBe(404);

    const done = await post('bookings', 'set-status', { bookingId: booking.id, status: 'completed' }, owner);
    expect(done.json().data.status).toBe('completed');
    const cancelDone = await post('bookings', 'set-status', { bookingId: booking.id, status: 'cancelled', reason: 'x' }, owner);
    expect(cancelDone.statusCode).toBe(409);
    expect(cancelDone.json().message).toBe(bookingMessages.cancelOnlyLive);

    const pending = bookingOf(await book(member, { ...dayPass, slotTime: '08:00', paymentMethod: 'online' })).booking;
    const completePending = await post('bookings', 'set-status', { bookingId: pending.id, status: 'completed' }, owner);
    expect(completePending.statusCode).toBe(409);
    expect(completePending.json().message).toBe(bookingMessages.completeOnlyConfirmed);
    const cancelled = await post('bookings', 'set-status', { bookingId: pending.id, status: 'cancelled', reason: 'Gym closed for repairs' }, owner);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', cancelReason: 'Gym closed for repairs' });
  });

  it('receipt numbers run per gym and per financial year', async () => {
    const { owner, member, gym, dayPass } = await setup();
    const other = await createGym(db(), { ownerId: owner.user.id });
    const pay = async (gymId: string, slotTime: string) => {
      const { booking } = bookingOf(await book(member, { ...dayPass, gymId, slotTime, paymentMethod: 'at_gym' }));
      return (await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'cash' }, owner, randomUUID())).json().data.payment.receiptNumber;
    };
    expect(await pay(gym.id, '07:00')).toBe('2026-27/000001');
    expect(await pay(gym.id, '08:00')).toBe('2026-27/000002');
    expect(await pay(other.id, '07:00')).toBe('2026-27/000001');
    clock().set(new Date('2027-04-01T04:30:00Z'));
    // Sessions lapse after 30 idle days: both sign in again in April.
    const [aprilMember, aprilOwner] = [await signIn(app(), { mobile: member.user.mobile }), await signIn(app(), { mobile: owner.user.mobile, userType: 'gym_owner' })];
    const { booking } = bookingOf(await book(aprilMember, { ...dayPass, startDate: '2027-04-02', paymentMethod: 'at_gym' }));
    const next = await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'card' }, aprilOwner, randomUUID());
    expect(next.json().data.payment.receiptNumber).toBe('2027-28/000001');
  });
});

describe('the owner’s earnings and payments', () => {
  it('counts money taken today, this month and in a range, per gym and per pass, with refunds apart; another owner gets 404', async () => {
    const { owner, member, gym, dayPass } = await setup();
    const second = await createGym(db(), { ownerId: owner.user.id, name: 'Second Gym' });
    const payAtDesk = async (gymId: string, passType: string, slotTime: string) => {
      const { booking } = bookingOf(await book(member, { ...dayPass, gymId, passType, slotTime, paymentMethod: 'at_gym' }));
      await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'cash' }, owner, randomUUID());
      return booking;
    };
    await payAtDesk(gym.id, 'day', '07:00');
    await payAtDesk(gym.id, 'monthly', '08:00');
    await payAtDesk(second.id, 'day', '07:00');
    const { payment, booking } = bookingOf(await book(member, { ...dayPass, slotTime: '09:00', paymentMethod: 'online' }));
    await post('payments', 'test-pay', { orderId: payment!.orderId, outcome: 'success' }, member);
    await post('bookings', 'cancel', { bookingId: booking.id }, member);

    const all = (await get('payments', 'earnings', { from: '2026-11-01', to: '2026-11-30' }, owner)).json().data;
    const day = DEFAULT_PLAN_PRICES.day;
    const month = DEFAULT_PLAN_PRICES.monthly;
    expect(all.today).toEqual({ paise: 2 * day + month, count: 3 });
    expect(all.month).toEqual({ paise: 2 * day + month, count: 3 });
    expect(all.range).toEqual({ paise: 2 * day + month, count: 3 });
    expect(all.refunds).toEqual({ paise: day, count: 1 });
    expect(all.perGym).toEqual([
      { gymId: gym.id, gymName: gym.name, paise: day + month, count: 2 },
      { gymId: second.id, gymName: 'Second Gym', paise: day, count: 1 },
    ]);
    expect(all.perPass).toEqual([
      { passType: 'day', paise: 2 * day, count: 2 },
      { passType: 'monthly', paise: month, count: 1 },
    ]);
    expect(all.daily).toHaveLength(30);
    expect(all.daily.find((d: { date: string }) => d.date === MONDAY)).toEqual({ date: MONDAY, paise: 2 * day + month });

    const one = (await get('payments', 'earnings', { gymId: second.id, from: MONDAY, to: MONDAY }, owner)).json().data;
    expect(one.range).toEqual({ paise: day, count: 1 });
    const reversed = await get('payments', 'earnings', { from: '2026-11-30', to: '2026-11-01' }, owner);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('Start date must be before or equal to end date.');

    const list = (await get('payments', 'gym', { gymId: gym.id, from: MONDAY, to: MONDAY }, owner)).json().data;
    expect(list.total).toBe(3);
    expect(list.items.map((p: { status: string }) => p.status).sort()).toEqual(['paid', 'paid', 'refunded']);
    expect(list.items[0]).toMatchObject({ memberMobile: member.user.mobile });
    expect((await get('payments', 'gym', { gymId: gym.id, from: MONDAY, to: MONDAY, status: 'refunded' }, owner)).json().data.total).toBe(1);

    const stranger = await signIn(app(), { userType: 'gym_owner' });
    expect((await get('payments', 'earnings', { gymId: gym.id, from: MONDAY, to: MONDAY }, stranger)).statusCode).toBe(404);
    expect((await get('payments', 'earnings', { from: MONDAY, to: MONDAY }, stranger)).json().data.range).toEqual({ paise: 0, count: 0 });
  });
});

describe('for other features: walk-ins and today’s valid booking', () => {
  it('createConfirmedBooking books at the desk (paid with a receipt), and findBookingValidToday finds it while the pass runs', async () => {
    const { gym } = await setup();
    const member = await createMember(db());
    const booking = await db().transaction((tx) =>
      createConfirmedBooking(tx, { memberId: member.id, gymId: gym.id, passType: 'weekly', startDate: MONDAY, deskMethod: 'cash', now: MONDAY_10AM }),
    );
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'at_gym', slotTime: '10:00', endDate: '2026-11-29' });
    expect(await findBookingValidToday(db(), { memberId: member.id, gymId: gym.id, now: MONDAY_10AM })).toMatchObject({ id: booking.id });
    expect(await findBookingValidToday(db(), { memberId: member.id, gymId: gym.id, now: new Date('2026-11-30T04:30:00Z') })).toBeNull();
    const [membership] = await db().select().from(gymMemberships).where(eq(gymMemberships.memberId, member.id));
    expect(membership!.source).toBe('walk_in');
  });
});

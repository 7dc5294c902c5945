import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { receiptLink } from '@contract/bookings/receipt-link';
import { messages, payments } from '@server/db/schema';
import { writePaymentReceived } from '@server/domains/messaging/message-outbox';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { bookDayPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;

/** Monday 23 Nov 2026, 10:00 in India (04:30 UTC). */
const MONDAY_10AM = new Date('2026-11-23T04:30:00Z');
const TUESDAY = '2026-11-24';
const WEDNESDAY = '2026-11-25';

const post = (resource: string, action: string, payload: object, who: SignedIn, key = randomUUID()) =>
  app().inject({ method: 'POST', url: `/api/${resource}.php?action=${action}`, payload, headers: { ...who.headers, 'idempotency-key': key } });

async function setup() {
  clock().set(MONDAY_10AM);
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const gym = await createGym(db(), { ownerId: owner.user.id, name: 'Iron Temple' });
  return { owner, member, gym };
}

type Kind = (typeof messages.$inferSelect)['kind'];
const rowsOf = (kind: Kind) => db().select().from(messages).where(eq(messages.kind, kind));
const channelsOf = async (kind: Kind) => (await rowsOf(kind)).map((r) => r.channel).sort();
/** The app's copy: delivered by its commit, so its text is written. */
const appText = async (kind: Kind) => (await db().select().from(messages).where(and(eq(messages.kind, kind), eq(messages.channel, 'in_app'))))[0]?.text;

/** An online day pass, pending until its order is paid; returns the booking and its order. */
async function bookOnline(member: SignedIn, gymId: string) {
  const res = await post('bookings', 'create', { gymId, passType: 'day', startDate: TUESDAY, slotTime: '07:00', paymentMethod: 'online' }, member);
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { booking: { id: string; code: string }; payment: { orderId: string } } }).data;
}
const paymentOf = async (bookingId: string) => (await db().select().from(payments).where(eq(payments.bookingId, bookingId)))[0]!;

describe('payment received', () => {
  it('a captured online payment tells the member once per channel: amount, gym, code, receipt number and link', async () => {
    const { member, gym } = await setup();
    const { booking, payment } = await bookOnline(member, gym.id);
    expect((await post('payments', 'test-pay', { orderId: payment.orderId, outcome: 'success' }, member)).statusCode).toBe(200);
    // A second answer for the same order (the checkout and the webhook both arriving) changes nothing.
    expect((await post('payments', 'test-pay', { orderId: payment.orderId, outcome: 'success' }, member)).statusCode).toBe(200);

    expect(await channelsOf('payment_received')).toEqual(['in_app', 'sms']);
    const paid = await paymentOf(booking.id);
    const text = await appText('payment_received');
    expect(text).toContain('₹200');
    expect(text).toContain('Iron Temple');
    expect(text).toContain(booking.code);
    expect(text).toContain(paid.receiptNumber!);
    expect(text).toContain(`${app().messagePolicy.origin}${receiptLink(paid.id)}`);
    expect(receiptLink(paid.id)).toBe(`/member/payments-history?receipt=${paid.id}`);
    // The confirmation is still written as before.
    expect(await channelsOf('booking_confirmed')).toEqual(['in_app', 'sms']);
  });

  it('a failed payment is no payment received', async () => {
    const { member, gym } = await setup();
    const { payment } = await bookOnline(member, gym.id);
    expect((await post('payments', 'test-pay', { orderId: payment.orderId, outcome: 'failure' }, member)).statusCode).toBe(200);
    expect(await rowsOf('payment_received')).toHaveLength(0);
  });

  it('the owner marking a pay-at-gym booking paid tells the member once, however often it is marked', async () => {
    const { owner, member, gym } = await setup();
    const booking = await bookDayPassAtGym(app(), member, { gymId: gym.id, startDate: TUESDAY, slotTime: '07:00' });
    expect(await rowsOf('payment_received')).toHaveLength(0);
    const key = randomUUID();
    expect((await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'upi' }, owner, key)).statusCode).toBe(201);
    expect((await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'upi' }, owner, key)).statusCode).toBe(201);
    expect((await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'cash' }, owner)).statusCode).toBe(409);

    expect(await channelsOf('payment_received')).toEqual(['in_app', 'sms']);
    const text = await appText('payment_received');
    expect(text).toContain(booking.code);
    expect(text).toContain((await paymentOf(booking.id)).receiptNumber!);
  });

  it('written twice for one payment it is one message; rolled back with its cause it is none', async () => {
    const { owner, member, gym } = await setup();
    const booking = await bookDayPassAtGym(app(), member, { gymId: gym.id, startDate: TUESDAY, slotTime: '07:00' });
    await post('payments', 'mark-paid', { bookingId: booking.id, deskMethod: 'cash' }, owner);
    const paid = await paymentOf(booking.id);
    await db().transaction((tx) => writePaymentReceived(tx, paid.id, app().messagePolicy, clock().now()));
    expect(await channelsOf('payment_received')).toEqual(['in_app', 'sms']);

    await db().delete(messages);
    await expect(
      db().transaction(async (tx) => {
        await writePaymentReceived(tx, paid.id, app().messagePolicy, clock().now());
        throw new Error('the cause failed after writing');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await rowsOf('payment_received')).toHaveLength(0);
  });
});

describe('booking rescheduled', () => {
  it('a confirmed booking moved tells the member once: new and old time in the gym zone, the gym, the code', async () => {
    const { member, gym } = await setup();
    const booking = await bookDayPassAtGym(app(), member, { gymId: gym.id, startDate: TUESDAY, slotTime: '07:00' });
    const move = { bookingId: booking.id, startDate: WEDNESDAY, slotTime: '18:00' };
    expect((await post('bookings', 'reschedule', move, member)).statusCode).toBe(200);
    // The same move again is refused (it is there already) and tells nothing more.
    expect((await post('bookings', 'reschedule', move, member)).statusCode).toBe(400);

    expect(await channelsOf('booking_rescheduled')).toEqual(['in_app', 'sms']);
    const text = await appText('booking_rescheduled');
    expect(text).toContain('Iron Temple');
    expect(text).toContain(booking.code);
    expect(text).toMatch(/was Tue, 24 Nov,? 2026 at 7:00 am/i);
    expect(text).toMatch(/now on Wed, 25 Nov,? 2026 at 6:00 pm/i);
  });

  it('each different move is heard once', async () => {
    const { member, gym } = await setup();
    const booking = await bookDayPassAtGym(app(), member, { gymId: gym.id, startDate: TUESDAY, slotTime: '07:00' });
    expect((await post('bookings', 'reschedule', { bookingId: booking.id, startDate: WEDNESDAY, slotTime: '18:00' }, member)).statusCode).toBe(200);
    expect((await post('bookings', 'reschedule', { bookingId: booking.id, startDate: WEDNESDAY, slotTime: '19:00' }, member)).statusCode).toBe(200);
    expect(await channelsOf('booking_rescheduled')).toEqual(['in_app', 'in_app', 'sms', 'sms']);
  });

  it('a pending online booking moved tells nothing: it was never announced', async () => {
    const { member, gym } = await setup();
    const { booking } = await bookOnline(member, gym.id);
    expect((await post('bookings', 'reschedule', { bookingId: booking.id, startDate: WEDNESDAY, slotTime: '18:00' }, member)).statusCode).toBe(200);
    expect(await rowsOf('booking_rescheduled')).toHaveLength(0);
  });
});

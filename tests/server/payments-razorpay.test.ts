import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema, bookingMessages } from '@contract/bookings/bookings';
import { paymentMessages } from '@contract/bookings/payments';
import { bookings, payments, webhookEvents } from '@server/db/schema';
import { createRazorpayGateway, hmacHex } from '@server/providers/payments';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const keys = { keyId: 'rzp_test_key', keySecret: 'key-secret-for-tests', webhookSecret: 'webhook-secret-for-tests' };
const calls: { url: string; body: unknown }[] = [];
let orders = 0;
let refundsDown = false;
/** Razorpay's API, answered in memory: orders and refunds get ids (refunds 503 while down), every call is recorded. */
const fakeFetch = (async (url: string, init: { body: string }) => {
  calls.push({ url, body: JSON.parse(init.body) });
  if (refundsDown && url.endsWith('/refund')) return new Response('{}', { status: 503 });
  const id = url.endsWith('/orders') ? `order_fake${++orders}` : `rfnd_fake${calls.length}`;
  return new Response(JSON.stringify({ id }), { status: 200, headers: { 'content-type': 'application/json' } });
}) as unknown as typeof fetch;

const server = useTestServer(
  { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret },
  { payments: createRazorpayGateway(keys, fakeFetch) },
);
const app = () => server.current.app;
const db = () => server.current.handle.db;

const post = (action: string, payload: object, headers: Record<string, string> = {}) =>
  app().inject({ method: 'POST', url: `/api/payments.php?action=${action}`, payload, headers });

async function pendingBooking() {
  server.current.clock.set(new Date('2026-11-23T04:30:00Z'));
  const member = await signIn(app(), { userType: 'member' });
  const gym = await createGym(db());
  const res = await app().inject({
    method: 'POST',
    url: '/api/bookings.php?action=create',
    headers: { ...member.headers, 'idempotency-key': randomUUID() },
    payload: { gymId: gym.id, passType: 'day', startDate: '2026-11-24', slotTime: '07:00', paymentMethod: 'online' },
  });
  return { member, ...bookingCreatedSchema.parse(res.json().data) };
}

function webhook(event: object, eventId: string, secret = keys.webhookSecret) {
  const raw = JSON.stringify(event);
  return app().inject({
    method: 'POST',
    url: '/api/payments.php?action=webhook',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, raw), 'x-razorpay-event-id': eventId },
  });
}
const captured = (orderId: string, paymentId: string) => ({ event: 'payment.captured', payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured' } } } });
const failed = (orderId: string, paymentId: string) => ({ event: 'payment.failed', payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'failed' } } } });
const checkoutAnswer = (orderId: string, paymentId: string, member: SignedIn, signature = hmacHex(keys.keySecret, `${orderId}|${paymentId}`)) =>
  post('verify', { orderId, paymentId, signature }, member.headers);

describe('Razorpay', () => {
  it('creates the order at the plan price through the Orders API and hands the key id to checkout', async () => {
    const { payment, booking } = await pendingBooking();
    expect(payment).toMatchObject({ provider: 'razorpay', keyId: keys.keyId, orderId: `order_fake${orders}` });
    expect(calls.at(-1)).toEqual({ url: 'https://api.razorpay.com/v1/orders', body: { amount: booking.amountPaise, currency: 'INR', receipt: booking.code } });
  });

  it('verifies the checkout answer by HMAC-SHA256 of order_id|payment_id; a forged one is refused', async () => {
    const { member, payment } = await pendingBooking();
    const forged = await checkoutAnswer(payment!.orderId, 'pay_X', member, hmacHex('wrong-secret', `${payment!.orderId}|pay_X`));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(paymentMessages.signatureInvalid);
    const ok = await checkoutAnswer(payment!.orderId, 'pay_X', member);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(bookingMessages.confirmed);
    expect(ok.json().data.booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('a webhook delivered twice and out of order applies one payment', async () => {
    const { payment, booking } = await pendingBooking();
    const orderId = payment!.orderId;
    const started = performance.now();
    expect((await webhook(captured(orderId, 'pay_A'), 'evt_1')).json().message).toBe(paymentMessages.webhookApplied);
    expect((await webhook(captured(orderId, 'pay_A'), 'evt_1')).json().message).toBe(paymentMessages.webhookDuplicate);
    // The failure of an earlier attempt arrives last: it changes nothing.
    expect((await webhook(failed(orderId, 'pay_0'), 'evt_0')).statusCode).toBe(200);
    await Promise.all([webhook(captured(orderId, 'pay_A'), 'evt_1'), webhook(captured(orderId, 'pay_A'), 'evt_2'), webhook(captured(orderId, 'pay_A'), 'evt_2')]);
    console.info(`six webhook deliveries: ${Math.round(performance.now() - started)} ms`);
    const rows = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', providerPaymentId: 'pay_A', receiptNumber: '2026-27/000001' });
    const [b] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(b).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await db().select().from(webhookEvents)).toHaveLength(3);
  });

  it('a webhook with a wrong signature is refused and not recorded', async () => {
    const { payment } = await pendingBooking();
    const res = await webhook(captured(payment!.orderId, 'pay_A'), 'evt_bad', 'not-the-secret');
    expect(res.statusCode).toBe(400);
    expect(await db().select().from(webhookEvents)).toHaveLength(0);
  });

  it('money captured after the hold lapsed goes straight back', async () => {
    const { payment, booking } = await pendingBooking();
    server.current.clock.advance(16 * 60_000);
    await webhook(captured(payment!.orderId, 'pay_late'), 'evt_late');
    const [row] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(row).toMatchObject({ status: 'refunded', providerPaymentId: 'pay_late' });
    expect(calls.at(-1)!.url).toBe('https://api.razorpay.com/v1/payments/pay_late/refund');
  });

  it('money captured after the hold lapsed while refunds fail: the webhook is applied, the refund stays pending until refund.processed', async () => {
    const { payment, booking } = await pendingBooking();
    server.current.clock.advance(16 * 60_000);
    refundsDown = true;
    const res = await webhook(captured(payment!.orderId, 'pay_down'), 'evt_down').finally(() => (refundsDown = false));
    expect(res.statusCode).toBe(200);
    const [pending] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(pending).toMatchObject({ status: 'refund_pending', providerPaymentId: 'pay_down' });
    const processed = { event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_hook', payment_id: 'pay_down' } } } };
    expect((await webhook(processed, 'evt_refund')).statusCode).toBe(200);
    const [row] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(row).toMatchObject({ status: 'refunded', providerRefundId: 'rfnd_hook', refundDueAt: null });
    expect(await app().refunds.retryDue()).toEqual({ refunded: 0, failed: 0 });
  });

  it('cancelling a paid booking refunds it through the gateway', async () => {
    const { member, payment, booking } = await pendingBooking();
    await checkoutAnswer(payment!.orderId, 'pay_B', member);
    const res = await app().inject({ method: 'POST', url: '/api/bookings.php?action=cancel', headers: member.headers, payload: { bookingId: booking.id } });
    expect(res.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [row] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    // Our payment's id rides along as the refund's receipt: the key a retry repeats.
    expect(calls.at(-1)).toEqual({ url: 'https://api.razorpay.com/v1/payments/pay_B/refund', body: { amount: booking.amountPaise, receipt: row!.id } });
    expect(row).toMatchObject({ status: 'refunded' });
  });

  it('the test gateway checkout is closed, and the CSP allows Razorpay checkout', async () => {
    const { member, payment } = await pendingBooking();
    expect((await post('test-pay', { orderId: payment!.orderId, outcome: 'success' }, member.headers)).statusCode).toBe(404);
    const csp = (await app().inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain('frame-src https://checkout.razorpay.com https://api.razorpay.com');
  });
});

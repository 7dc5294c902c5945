// Issue 39 on Razorpay's recurring payments, with its API answered in memory (no network): the token order, the signed
// token.confirmed webhook, one order per booking and cycle, and a lost answer asked again without a second charge.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { mandateSchema } from '@contract/memberships/auto-renew';
import { createRazorpayGateway, hmacHex } from '@server/providers/payments';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { bookPassAtGym } from '@tests/utils/bookings';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const keys = { keyId: 'rzp_test_key', keySecret: 'key-secret-for-tests', webhookSecret: 'webhook-secret-for-tests' };
type Order = { id: string; status: string; receipt: string; amount: number; payments: { id: string; status: string }[] };
const fake = { calls: [] as { method: string; path: string; body: Record<string, unknown> | null }[], orders: [] as Order[], loseNextRecurringAnswer: false };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Razorpay's API as far as recurring payments use it: an order is paid at most once. */
const fakeFetch = (async (url: string, init: { method: string; body?: string }) => {
  const path = url.replace('https://api.razorpay.com/v1', '');
  const body = init.body ? (JSON.parse(init.body) as Record<string, unknown>) : null;
  fake.calls.push({ method: init.method, path, body });
  if (path === '/customers') return json({ id: 'cust_1' });
  if (path === '/orders' && init.method === 'POST') {
    const order: Order = { id: `order_${fake.orders.length + 1}`, status: 'created', receipt: String(body!.receipt), amount: Number(body!.amount), payments: [] };
    fake.orders.push(order);
    return json(order);
  }
  if (path.startsWith('/orders?receipt=')) return json({ items: fake.orders.filter((o) => o.receipt === decodeURIComponent(path.slice('/orders?receipt='.length))) });
  const paymentsOf = /^\/orders\/([^/]+)\/payments$/.exec(path);
  if (paymentsOf) return json({ items: fake.orders.find((o) => o.id === paymentsOf[1])!.payments });
  if (path === '/payments/create/recurring') {
    const order = fake.orders.find((o) => o.id === body!.order_id)!;
    if (order.status === 'paid') return json({ error: { description: 'order already paid' } }, 400);
    const payment = { id: `pay_${order.id}`, status: 'captured' };
    order.payments.push(payment);
    order.status = 'paid';
    if (fake.loseNextRecurringAnswer) {
      fake.loseNextRecurringAnswer = false;
      throw new Error('socket hang up');
    }
    return json({ razorpay_payment_id: payment.id });
  }
  if (path.endsWith('/cancel')) return json({});
  return json({ error: 'unexpected' }, 404);
}) as unknown as typeof fetch;

const server = useTestServer(
  { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret },
  { payments: createRazorpayGateway(keys, fakeFetch) },
);
const app = () => server.current.app;
const db = () => server.current.handle.db;
const clock = () => server.current.clock;
const HOUR = 3_600_000;
const DEBIT_AT = new Date('2026-12-22T18:30:00Z');

beforeEach(() => {
  fake.calls = [];
  fake.orders = [];
  fake.loseNextRecurringAnswer = false;
});

const post = (resource: string, action: string, payload: object, who: SignedIn) =>
  app().inject({ method: 'POST', url: `/api/${resource}.php?action=${action}`, payload, headers: { ...who.headers, 'idempotency-key': randomUUID() } });
function webhook(event: object, secret = keys.webhookSecret) {
  const raw = JSON.stringify(event);
  return app().inject({
    method: 'POST',
    url: '/api/payments.php?action=webhook',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, raw), 'x-razorpay-event-id': randomUUID() },
  });
}
const autoRenewOf = async (who: SignedIn, id: string) =>
  ((await app().inject({ method: 'GET', url: `/api/bookings.php?action=get&bookingId=${id}`, headers: who.headers })).json().data.booking as { autoRenew: unknown }).autoRenew;

async function authorised() {
  clock().set(new Date('2026-11-23T04:30:00Z'));
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const member = await signIn(app(), { userType: 'member' });
  const gym = await createGym(db(), { ownerId: owner.user.id, openingTime: '06:00', closingTime: '22:00', weeklyOff: 'none' });
  const pass = await bookPassAtGym(app(), member, { gymId: gym.id, passType: 'monthly', startDate: '2026-11-24' });
  await post('payments', 'mark-paid', { bookingId: pass.id, deskMethod: 'cash' }, owner);
  const mandate = mandateSchema.parse((await post('memberships', 'autorenew-start', { bookingId: pass.id }, member)).json().data);
  expect(mandate.checkout).toEqual({ orderId: 'order_1', keyId: keys.keyId, customerId: 'cust_1' });
  expect(fake.calls.find((c) => c.path === '/orders')!.body).toMatchObject({ amount: 0, customer_id: 'cust_1', token: { max_amount: 1_500_000, frequency: 'monthly' } });
  // An unsigned word about the token changes nothing; the signed one makes the renewal active.
  expect((await webhook({ event: 'token.confirmed', payload: { token: { entity: { id: 'token_1', order_id: 'order_1' } } } }, 'wrong')).statusCode).toBe(400);
  expect(await autoRenewOf(member, pass.id)).toMatchObject({ status: 'pending' });
  expect((await webhook({ event: 'token.confirmed', payload: { token: { entity: { id: 'token_1', order_id: 'order_1' } } } })).statusCode).toBe(200);
  expect(await autoRenewOf(member, pass.id)).toMatchObject({ status: 'active' });
  return { member, pass };
}

describe('auto-renew on Razorpay', () => {
  it('refuses the test gateway’s mandate screen', async () => {
    const { member } = await authorised();
    const res = await post('payments', 'test-mandate', { mandateId: 'x', outcome: 'authorise' }, member);
    expect(res.statusCode).toBe(404);
  });

  it('debits with the token once per booking and cycle, even when the answer was lost', async () => {
    const { pass } = await authorised();
    clock().set(new Date(DEBIT_AT.getTime() - 60 * HOUR));
    await app().autoRenewals.runDue();
    fake.loseNextRecurringAnswer = true;
    clock().set(new Date(DEBIT_AT.getTime() + 60_000));
    expect(await app().autoRenewals.runDue()).toMatchObject({ debited: 0 });
    clock().set(new Date(DEBIT_AT.getTime() + 4 * 60_000));
    expect(await app().autoRenewals.runDue()).toMatchObject({ debited: 1 });
    const recurring = fake.calls.filter((c) => c.path === '/payments/create/recurring');
    expect(recurring).toHaveLength(1);
    expect(recurring[0]!.body).toMatchObject({ token: 'token_1', customer_id: 'cust_1', amount: 250_000, recurring: '1' });
    const cycleOrders = fake.orders.filter((o) => o.receipt.startsWith('autorenew:'));
    expect(cycleOrders).toHaveLength(1);
    expect(cycleOrders[0]!.receipt).toContain(pass.id);
  });

  it('stops: the token is cancelled at Razorpay', async () => {
    const { member, pass } = await authorised();
    expect((await post('memberships', 'autorenew-cancel', { bookingId: pass.id }, member)).statusCode).toBe(200);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'PUT', path: '/customers/cust_1/tokens/token_1/cancel' });
  });
});

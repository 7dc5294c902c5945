// No lock held across the network, for refunds: the cancel commits first, the gateway is asked afterwards.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@contract/bookings/bookings';
import { bookingSlots, payments } from '@server/db/schema';
import { createTestGateway, type PaymentProvider } from '@server/providers/payments';
import { REFUND_LEASE_MS } from '@server/domains/bookings/refunds';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

type Mode = 'work' | 'hold' | 'down' | 'fail-once';
type OpenCall = { release(): void };

/** The test gateway whose refunds work, wait for the test, are down, or fail once; refunds made are counted per key. */
function refundGateway() {
  let mode: Mode = 'work';
  const open: OpenCall[] = [];
  const made = new Map<string, number>();
  let announce: (() => void) | null = null;
  const succeed = (key: string) => {
    made.set(key, (made.get(key) ?? 0) + 1);
    return { refundId: `rfnd_${key}_${made.get(key)}` };
  };
  const provider: PaymentProvider = {
    ...createTestGateway(),
    refund: ({ idempotencyKey }) => {
      if (mode === 'down') return Promise.reject(new Error('gateway down'));
      if (mode === 'fail-once') {
        mode = 'work';
        return Promise.reject(new Error('gateway hiccup'));
      }
      if (mode === 'work') return Promise.resolve(succeed(idempotencyKey));
      return new Promise((resolve) => {
        open.push({ release: () => resolve(succeed(idempotencyKey)) });
        announce?.();
      });
    },
  };
  return {
    provider,
    made,
    set(next: Mode) {
      mode = next;
      open.splice(0);
      made.clear();
    },
    async called(): Promise<OpenCall> {
      while (open.length === 0) await new Promise<void>((resolve) => (announce = resolve));
      return open[0]!;
    },
  };
}

const gateway = refundGateway();
const server = useTestServer({}, { payments: gateway.provider });
const app = () => server.current.app;
const db = () => server.current.handle.db;

const TUESDAY = '2026-11-24';

const post = (who: SignedIn, route: string, action: string, body: object) =>
  app().inject({ method: 'POST', url: `/api/${route}.php?action=${action}`, payload: body, headers: { ...who.headers, 'idempotency-key': randomUUID() } });

/** A one-place slot the first member has paid online for. */
async function paidBooking() {
  server.current.clock.set(new Date('2026-11-23T04:30:00Z'));
  const owner = await signIn(app(), { userType: 'gym_owner' });
  const gym = await createGym(db(), { ownerId: owner.user.id, slotCapacity: 1 });
  const [first, second] = await Promise.all([signIn(app(), { userType: 'member' }), signIn(app(), { userType: 'member' })]);
  const dayPass = { gymId: gym.id, passType: 'day', startDate: TUESDAY, slotTime: '07:00' } as const;
  const created = (await post(first, 'bookings', 'create', { ...dayPass, paymentMethod: 'online' })).json().data;
  await post(first, 'payments', 'test-pay', { orderId: created.payment.orderId, outcome: 'success' });
  return { owner, gym, first, second, dayPass, bookingId: created.booking.id as string };
}

async function booked(gymId: string): Promise<number> {
  const where = and(eq(bookingSlots.gymId, gymId), eq(bookingSlots.slotDate, TUESDAY), eq(bookingSlots.slotTime, '07:00'));
  const [row] = await db().select({ booked: bookingSlots.booked }).from(bookingSlots).where(where);
  return row?.booked ?? 0;
}

const paymentOf = async (bookingId: string) => (await db().select().from(payments).where(eq(payments.bookingId, bookingId)))[0]!;

describe('refunds and a slow or failing gateway', () => {
  it('while the refund call is open, another booking of the same slot commits; then the payment is refunded', async () => {
    gateway.set('work');
    const { gym, first, second, dayPass, bookingId } = await paidBooking();
    gateway.set('hold');
    const cancelling = post(first, 'bookings', 'cancel', { bookingId });
    const call = await gateway.called();

    expect((await paymentOf(bookingId)).status).toBe('refund_pending');
    const other = await post(second, 'bookings', 'create', { ...dayPass, paymentMethod: 'at_gym' });
    expect(other.statusCode).toBe(201);
    expect(await booked(gym.id)).toBe(1);

    call.release();
    const res = await cancelling;
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(bookingMessages.cancelledRefunded);
    const payment = await paymentOf(bookingId);
    expect(payment).toMatchObject({ status: 'refunded', providerRefundId: `rfnd_${payment.id}_1`, refundDueAt: null });
  });

  it('cancel answers 200 and frees the place with the gateway down; the refund stays pending', async () => {
    gateway.set('work');
    const { gym, first, bookingId } = await paidBooking();
    gateway.set('down');
    const res = await post(first, 'bookings', 'cancel', { bookingId, reason: 'Travelling' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(bookingMessages.cancelledRefunded);
    expect(res.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await booked(gym.id)).toBe(0);
    expect((await paymentOf(bookingId)).status).toBe('refund_pending');
    expect(gateway.made.size).toBe(0);
  });

  it("the owner's cancel also answers 200 with the gateway down", async () => {
    gateway.set('work');
    const { owner, gym, bookingId } = await paidBooking();
    gateway.set('down');
    const res = await post(owner, 'bookings', 'set-status', { bookingId, status: 'cancelled', reason: 'Closed for repairs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled' });
    expect(await booked(gym.id)).toBe(0);
    expect((await paymentOf(bookingId)).status).toBe('refund_pending');
  });

  it('a refund that fails once is retried by the message worker after its lease and applied once', async () => {
    gateway.set('work');
    const { first, bookingId } = await paidBooking();
    gateway.set('fail-once');
    expect((await post(first, 'bookings', 'cancel', { bookingId })).statusCode).toBe(200);
    const { id } = await paymentOf(bookingId);
    expect((await paymentOf(bookingId)).status).toBe('refund_pending');

    // Not due until the claim's lease ends: a request still asking the gateway is not asked over.
    expect(await app().refunds.retryDue()).toEqual({ refunded: 0, failed: 0 });
    server.current.clock.advance(REFUND_LEASE_MS);
    // The message worker's run retries it: start() runs once at once, stop() waits for that run.
    app().messageWorker.start();
    await app().messageWorker.stop();
    expect((await paymentOf(bookingId)).status).toBe('refunded');
    server.current.clock.advance(REFUND_LEASE_MS);
    expect(await app().refunds.retryDue()).toEqual({ refunded: 0, failed: 0 });

    expect(await paymentOf(bookingId)).toMatchObject({ status: 'refunded', providerRefundId: `rfnd_${id}_1` });
    expect(gateway.made).toEqual(new Map([[id, 1]]));
  });
});

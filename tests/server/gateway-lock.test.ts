// No lock held across the network: the gateway's order is asked for after the booking commits.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingCreatedSchema, bookingMessages } from '@contract/bookings/bookings';
import { bookingSlots, bookings, idempotencyKeys, payments } from '@server/db/schema';
import { createTestGateway, type PaymentProvider } from '@server/providers/payments';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

type OpenCall = { release(): void; fail(error: Error): void };

/** The test gateway, except that each createOrder waits until the test releases or fails it. */
function heldGateway() {
  const open: OpenCall[] = [];
  let announce: (() => void) | null = null;
  const provider: PaymentProvider = {
    ...createTestGateway(),
    createOrder: (input) =>
      new Promise((resolve, reject) => {
        open.push({ release: () => resolve({ orderId: `order_held_${input.receipt}` }), fail: reject });
        announce?.();
      }),
  };
  return {
    provider,
    calls: () => open.length,
    /** resolves once `n` createOrder calls are open, with the latest one */
    async called(n = open.length + 1): Promise<OpenCall> {
      while (open.length < n) await new Promise<void>((resolve) => (announce = resolve));
      return open[n - 1]!;
    },
    reset: () => void open.splice(0),
  };
}

const gateway = heldGateway();
const server = useTestServer({}, { payments: gateway.provider });
const app = () => server.current.app;
const db = () => server.current.handle.db;

const TUESDAY = '2026-11-24';
const MINUTE = 60_000;

const book = (who: SignedIn, body: object, key = randomUUID()) =>
  app().inject({ method: 'POST', url: '/api/bookings.php?action=create', payload: body, headers: { ...who.headers, 'idempotency-key': key } });

async function setup(slotCapacity: number) {
  gateway.reset();
  server.current.clock.set(new Date('2026-11-23T04:30:00Z'));
  const gym = await createGym(db(), { slotCapacity });
  const members = await Promise.all(Array.from({ length: 3 }, () => signIn(app(), { userType: 'member' })));
  const dayPass = { gymId: gym.id, passType: 'day', startDate: TUESDAY, slotTime: '07:00' } as const;
  return { gym, members, online: { ...dayPass, paymentMethod: 'online' }, atGym: { ...dayPass, paymentMethod: 'at_gym' } };
}

async function booked(gymId: string): Promise<number> {
  const [row] = await db()
    .select({ booked: bookingSlots.booked })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.gymId, gymId), eq(bookingSlots.slotDate, TUESDAY), eq(bookingSlots.slotTime, '07:00')));
  return row?.booked ?? 0;
}

describe('online booking and a slow gateway', () => {
  it('while the gateway call is open, another booking of the same slot commits; the held place counts', async () => {
    const { gym, members, online, atGym } = await setup(2);
    const [first, second, third] = members as [SignedIn, SignedIn, SignedIn];
    const slow = book(first, online);
    const call = await gateway.called();

    const other = await book(second, atGym);
    expect(other.statusCode).toBe(201);
    expect(await booked(gym.id)).toBe(2);
    const full = await book(third, atGym);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(bookingMessages.slotFull);

    call.release();
    const res = await slow;
    expect(res.statusCode).toBe(201);
    const { booking, payment } = bookingCreatedSchema.parse(res.json().data);
    expect(booking.status).toBe('pending');
    expect(payment?.orderId).toBe(`order_held_${booking.code}`);
    expect(await db().select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(1);
  });

  it('a retry with the same key while the call is open waits and gets the first answer; one gateway call, one booking', async () => {
    const { members, online } = await setup(5);
    const key = randomUUID();
    const firstTry = book(members[0]!, online, key);
    const call = await gateway.called();
    const retries = Promise.all([book(members[0]!, online, key), book(members[0]!, online, key)]);
    call.release();
    const [first, ...again] = [await firstTry, ...(await retries)];
    expect(first.statusCode).toBe(201);
    for (const res of again) {
      expect(res.statusCode).toBe(201);
      expect(res.body).toBe(first.body);
    }
    expect(gateway.calls()).toBe(1);
    expect(await db().select().from(bookings)).toHaveLength(1);
  });

  it('the gateway failing: 502 in words, the booking cancelled and its place freed at once; the same key books again', async () => {
    const { gym, members, online } = await setup(1);
    const key = randomUUID();
    const failing = book(members[0]!, online, key);
    (await gateway.called()).fail(new Error('gateway unreachable'));
    const res = await failing;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: 'Error', message: bookingMessages.paymentNotStarted });
    expect(await booked(gym.id)).toBe(0);
    const [cancelled] = await db().select().from(bookings);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'The payment could not be started', idempotencyKey: null });
    expect(await db().select().from(idempotencyKeys)).toHaveLength(0);

    const retry = book(members[0]!, online, key);
    (await gateway.called()).release();
    expect((await retry).statusCode).toBe(201);
    expect(await booked(gym.id)).toBe(1);
    const again = await book(members[0]!, online, key);
    expect(again.body).toBe((await retry).body);
  });

  it('a hold that lapses while its gateway call hangs is freed by the 15-minute rule, its key with it', async () => {
    const { gym, members, online } = await setup(1);
    const key = randomUUID();
    const hanging = book(members[0]!, online, key);
    const call = await gateway.called();
    server.current.clock.advance(16 * MINUTE);
    await app().inject({ method: 'GET', url: `/api/bookings.php?action=slots&gymId=${gym.id}&date=${TUESDAY}` });
    expect(await booked(gym.id)).toBe(0);
    expect(await db().select().from(idempotencyKeys)).toHaveLength(0);

    call.release();
    const late = await hanging;
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(bookingMessages.expired);
    expect(await db().select().from(payments)).toHaveLength(0);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingRoutes } from '@contract/bookings/booking-routes';
import { signIn, type SignedIn } from '@tests/utils/auth';
import { useTestServer } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';

const server = useTestServer();
const app = () => server.current.app;
const db = () => server.current.handle.db;

/** Values of every wrong kind: types, sizes, characters a database refuses, shapes. */
const WEIRD: unknown[] = [null, 0, -1, 1e308, true, '', ' ', 'x'.repeat(5000), 'a\u0000b', '../../etc', "' or 1=1 --", [], ['a'], {}, { $gt: '' }, '2026-13-45', '25:99'];

/** Each new call with a valid-looking request to mutate, field by field. */
function validRequests(ids: { gymId: string; bookingId: string; code: string; orderId: string; paymentId: string }) {
  return {
    bookingSlots: { gymId: ids.gymId, date: '2026-11-24' },
    createBooking: { gymId: ids.gymId, passType: 'day', startDate: '2026-11-24', slotTime: '08:00', paymentMethod: 'at_gym' },
    bookingSummary: {},
    myBookings: { scope: 'all', page: '1', pageSize: '12' },
    getBooking: { bookingId: ids.bookingId },
    cancelBooking: { bookingId: ids.bookingId, reason: 'x' },
    rescheduleBooking: { bookingId: ids.bookingId, startDate: '2026-11-25', slotTime: '08:00' },
    gymBookings: { gymId: ids.gymId, status: 'confirmed', page: '1' },
    setBookingStatus: { bookingId: ids.bookingId, status: 'completed' },
    bookingByCode: { code: ids.code },
    testPay: { orderId: ids.orderId, outcome: 'failure' },
    testMandate: { mandateId: 'no-such-mandate', outcome: 'authorise' },
    verifyPayment: { orderId: ids.orderId, paymentId: 'pay_x', signature: 'a'.repeat(64) },
    paymentWebhook: { event: 'payment.captured' },
    paymentHistory: { page: '1' },
    markPaid: { bookingId: ids.bookingId, deskMethod: 'cash' },
    paymentEarnings: { gymId: ids.gymId, from: '2026-11-01', to: '2026-11-30' },
    gymPayments: { gymId: ids.gymId, from: '2026-11-01', to: '2026-11-30', status: 'paid' },
    paymentReceipt: { paymentId: ids.paymentId },
  } satisfies Record<keyof typeof bookingRoutes, Record<string, unknown>>;
}

function send(name: keyof typeof bookingRoutes, request: Record<string, unknown>, who: SignedIn | undefined) {
  const r = bookingRoutes[name];
  const headers = { ...(who?.headers ?? {}), 'idempotency-key': randomUUID() };
  if (r.method === 'GET') {
    const query = new URLSearchParams(Object.entries(request).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    return app().inject({ method: 'GET', url: `/api/${r.resource}.php?action=${r.action}&${query}`, headers });
  }
  return app().inject({ method: 'POST', url: `/api/${r.resource}.php?action=${r.action}`, payload: request, headers });
}

describe('fuzz: every bookings.php and payments.php call', () => {
  it('answers wrong types, unknown keys and strangers’ ids with a 4xx and a message, never a 5xx', { timeout: 240_000 }, async () => {
    server.current.clock.set(new Date('2026-11-23T04:30:00Z'));
    const member = await signIn(app(), { userType: 'member' });
    const owner = await signIn(app(), { userType: 'gym_owner' });
    const gym = await createGym(db(), { ownerId: owner.user.id });
    const created = await send('createBooking', { gymId: gym.id, passType: 'day', startDate: '2026-11-24', slotTime: '07:00', paymentMethod: 'online' }, member);
    const { booking, payment } = created.json().data;
    const ids = { gymId: gym.id, bookingId: booking.id, code: booking.code, orderId: payment.orderId, paymentId: 'no-such-payment' };
    const strangerMember = await signIn(app(), { userType: 'member' });
    const strangerOwner = await signIn(app(), { userType: 'gym_owner' });

    const failures: string[] = [];
    const check = async (label: string, name: keyof typeof bookingRoutes, request: Record<string, unknown>, who: SignedIn | undefined) => {
      const res = await send(name, request, who);
      const body = res.json() as { status?: string; message?: string };
      const fine = res.statusCode < 500 && (res.statusCode < 400 || (body.status === 'Error' && typeof body.message === 'string' && body.message.length > 0));
      if (!fine) failures.push(`${name} ${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res;
    };
    let requests = 0;
    for (const [name, valid] of Object.entries(validRequests(ids)) as [keyof typeof bookingRoutes, Record<string, unknown>][]) {
      const who = bookingRoutes[name].auth === 'gym_owner' ? owner : member;
      for (const field of Object.keys(valid))
        for (const value of WEIRD) {
          await check(`${field}=${JSON.stringify(value).slice(0, 30)}`, name, { ...valid, [field]: value }, who);
          requests++;
        }
      for (const extra of ['amountPaise', 'status', 'memberId', '__proto__', 'constructor'])
        if (!(extra in valid)) {
          const res = await check(`unknown ${extra}`, name, { ...valid, [extra]: 1 }, who);
          if (name !== 'paymentWebhook' && res.statusCode !== 400) failures.push(`${name} accepted unknown key ${extra}: ${res.statusCode}`);
          requests++;
        }
      // Another member's or owner's view of the same ids: never 2xx with their data.
      const stranger = bookingRoutes[name].auth === 'gym_owner' ? strangerOwner : strangerMember;
      if (['getBooking', 'cancelBooking', 'rescheduleBooking', 'gymBookings', 'setBookingStatus', 'bookingByCode', 'testPay', 'markPaid', 'paymentEarnings', 'gymPayments'].includes(name)) {
        const res = await check('stranger', name, valid, stranger);
        if (res.statusCode !== 404) failures.push(`${name} for a stranger answered ${res.statusCode}`);
        requests++;
      }
    }
    console.info(`fuzz: ${requests} requests`);
    expect(failures).toEqual([]);
  });
});

// No lock held across the network: 20 online bookings of one slot at once, beside a slow payment gateway.
// `npm run bench:gateway-lock [-- --bookings 20 --delay-ms 2000]`: PGlite in memory, or DATABASE_URL for PostgreSQL
// (a scratch database is created on that server and dropped after, as the server tests do).
// If each gateway call ran inside the booking's transaction they would queue on the slot's row (PGlite: on the
// whole database), one call after another (≈ bookings × delay); outside it they overlap (≈ one delay in all).
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { testConfig } from '../tests/utils/test-config';
import { createTestGateway, type PaymentProvider } from '../server/providers/payments';
import { addDays, localNow } from '../server/shared/gym-clock';
import { createSessionService } from '../server/domains/accounts/session-service';
import { createGym, createMember } from '../tests/utils/factories';
import { openTestDatabase } from '../tests/utils/test-db';

const { values } = parseArgs({
  options: {
    bookings: { type: 'string', default: '20' },
    'delay-ms': { type: 'string', default: '2000' },
  },
});
const bookingCount = Number(values.bookings);
const slowMs = Number(values['delay-ms']);

/** The built-in test gateway, answering each order after `delayMs`. */
const gatewayAfter = (delayMs: number): PaymentProvider => {
  const gateway = createTestGateway();
  return { ...gateway, createOrder: async (input) => (await sleep(delayMs), gateway.createOrder(input)) };
};

// Never the named database itself: the bench writes members, gyms and bookings.
if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
const handle = await openTestDatabase();
const sessions = createSessionService({ db: handle.db, now: () => new Date() });

/** Wall time of `bookingCount` members booking the same slot online at once, the gateway answering after delayMs. */
async function run(delayMs: number): Promise<{ ms: number; statuses: Map<number, number> }> {
  const app = await buildApp({ config: testConfig(), db: handle.db, payments: gatewayAfter(delayMs) });
  await app.ready();
  const gym = await createGym(handle.db, { slotCapacity: bookingCount, weeklyOff: 'none' });
  const tokens = await Promise.all(Array.from({ length: bookingCount }, async () => (await sessions.create((await createMember(handle.db)).id)).token));
  const body = { gymId: gym.id, passType: 'day', startDate: addDays(localNow(new Date(), gym.timezone).date, 1), slotTime: '07:00', paymentMethod: 'online' };
  const started = performance.now();
  const answers = await Promise.all(
    tokens.map((token, i) =>
      app.inject({ method: 'POST', url: '/api/bookings.php?action=create', payload: body, headers: { authorization: `Bearer ${token}`, 'idempotency-key': `bench-${delayMs}-${i}-${gym.id}` } }),
    ),
  );
  const ms = performance.now() - started;
  await app.close();
  const statuses = new Map<number, number>();
  for (const a of answers) statuses.set(a.statusCode, (statuses.get(a.statusCode) ?? 0) + 1);
  return { ms, statuses };
}

const show = (statuses: Map<number, number>) => [...statuses].map(([code, n]) => `${n}×${code}`).join(' ');
console.log(`${handle.kind}: ${bookingCount} online bookings of one slot (capacity ${bookingCount}) at once\n`);
console.log('gateway answers after'.padEnd(24), 'wall ms'.padStart(9), '÷ one call'.padStart(11), '  answers');
await run(0); // warm-up: first queries, JIT
for (const delayMs of [0, slowMs]) {
  const { ms, statuses } = await run(delayMs);
  const perCall = delayMs > 0 ? (ms / delayMs).toFixed(2) : '—';
  console.log(`${delayMs} ms${delayMs === 0 ? ' (reference)' : ''}`.padEnd(24), ms.toFixed(0).padStart(9), perCall.padStart(11), `  ${show(statuses)}`);
}
console.log(`\nwith the gateway inside the booking's transaction it would be ≈ ${bookingCount} × ${slowMs} ms = ${(bookingCount * slowMs) / 1000} s`);
await handle.close();

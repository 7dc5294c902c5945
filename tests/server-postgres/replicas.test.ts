// Collected only when TEST_DATABASE_URL names a PostgreSQL (vitest.config.ts): the row lock lives there.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { testConfig } from '@tests/utils/test-config';
import type { DbHandle } from '@server/db/client';
import { signIn } from '@tests/utils/auth';
import { createGym } from '@tests/utils/factories';
import { openTestDatabase } from '@tests/utils/test-db';

describe('PostgreSQL: a retry reaching another replica while the first is in flight', () => {
  let handle: DbHandle;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    handle = await openTestDatabase();
    // Two apps on one database, as two replicas are; the row lock that makes the retry wait lives in PostgreSQL.
    apps.push(...(await Promise.all([1, 2].map(() => buildApp({ config: testConfig(), db: handle.db })))));
    await Promise.all(apps.map((app) => app.ready()));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await handle.close();
  });

  const waitingOnLocks = async () => {
    const result = await handle.adminDb.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    return Number(((result as unknown as { rows: { n: number }[] }).rows[0]!).n);
  };
  const until = async (condition: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await condition()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('waits for the first and answers with its status and body: one booking, never "in progress"', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const member = await signIn(a, { userType: 'member' });
    const gym = await createGym(handle.db, { weeklyOff: 'none', openingTime: '06:00', closingTime: '22:00' });
    const date = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const body = { gymId: gym.id, passType: 'day', startDate: date, slotTime: '07:00', paymentMethod: 'at_gym' };
    const headers = { ...member.headers, 'idempotency-key': `retry-${randomInt(1e9)}` };
    const book = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/bookings.php?action=create', payload: body, headers });
    let first: Promise<Awaited<ReturnType<typeof book>>> | undefined;
    let retry: Promise<Awaited<ReturnType<typeof book>>> | undefined;
    // Holding bookings stops the first after it has claimed the key; the retry then waits on that claim.
    await handle.adminDb.transaction(async (tx) => {
      await tx.execute(sql`lock table bookings in exclusive mode`);
      first = book(a);
      await until(async () => (await waitingOnLocks()) >= 1);
      retry = book(b);
      await until(async () => (await waitingOnLocks()) >= 2);
      // Both in flight: the first behind the table lock, the retry behind the first's claim.
      expect(await waitingOnLocks()).toBe(2);
    });
    const [one, two] = await Promise.all([first!, retry!]);
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(one.statusCode);
    expect(two.body).toBe(one.body);
    const rows = await handle.adminDb.execute(sql`select count(*)::int as n from bookings where gym_id = ${gym.id}`);
    expect(Number(((rows as unknown as { rows: { n: number }[] }).rows[0]!).n)).toBe(1);
  });
});

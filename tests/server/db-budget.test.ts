import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '@server/plugins/app/errors';
import { useTestServer } from '@tests/utils/build-server';

// A short budget so a held lock runs it out quickly.
const server = useTestServer({ DB_TIMEOUT_MS: 300 });
const SEARCH = '/api/gyms.php?action=search&q=mumbai';

describe('the database never stops the server from answering', () => {
  it('health answers while a slow statement runs (PGlite works on its own thread)', async () => {
    const { app, handle } = server.current;
    // Unbudgeted on purpose: the test's own statement, not a request's.
    const slow = handle.adminDb.execute(sql`select pg_sleep(1.5)`);
    const first = await Promise.race([slow.then(() => 'database'), app.inject({ url: '/api/health' }).then(() => 'health')]);
    await slow;
    expect(first).toBe('health');
  });

  it('a request whose statement runs out of the time budget answers 503 in the envelope, and the next one works', async () => {
    const { app, handle } = server.current;
    let during: Awaited<ReturnType<typeof app.inject>> | undefined;
    // The lock holds search's statement back until the budget runs out, on PGlite and PostgreSQL alike.
    await handle.adminDb.transaction(async (tx) => {
      await tx.execute(sql`lock table gyms in access exclusive mode`);
      during = await app.inject({ url: SEARCH });
    });
    expect(during!.statusCode).toBe(503);
    expect(during!.headers['retry-after']).toBe('5');
    expect(during!.json()).toEqual({ status: 'Error', message: BUSY_MESSAGE });
    const after = await app.inject({ url: SEARCH });
    expect(after.statusCode).toBe(200);
  });
});

describe('heavy calls per client', () => {
  it('answers 429 to a client past 4 searches in flight, while another client still searches', async () => {
    const { app, handle } = server.current;
    const search = (remoteAddress: string) => app.inject({ url: SEARCH, remoteAddress });
    let answers: number[] = [];
    let other = 0;
    // The lock keeps the first searches in flight (they end in 503 when the budget runs out).
    await handle.adminDb.transaction(async (tx) => {
      await tx.execute(sql`lock table gyms in access exclusive mode`);
      const settled = Promise.all(Array.from({ length: 5 }, () => search('203.0.113.90')));
      other = (await search('198.51.100.90')).statusCode;
      answers = (await settled).map((res) => res.statusCode);
    });
    expect(answers.filter((status) => status === 429)).toHaveLength(1);
    expect(other).toBe(503);
    expect((await search('203.0.113.90')).statusCode).toBe(200);
  });
});

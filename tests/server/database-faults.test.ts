import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app';
import { openPostgres, POOL_TIMEOUTS, type Db, type DbHandle } from '@server/db/client';
import { isDatabaseUnavailable } from '@server/db/pg-errors';
import * as schema from '@server/db/schema';
import { UNAVAILABLE_MESSAGE } from '@server/plugins/app/errors';
import { createTestClock } from '@tests/utils/build-server';
import { createGym } from '@tests/utils/factories';
import { testConfig } from '@tests/utils/test-config';
import { openTestDatabase } from '@tests/utils/test-db';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const CUT = new Set(['query', 'connect', 'transaction', 'exec']);

/** The test database behind a switch: down, every statement fails as a stopped PostgreSQL's would. */
function switchable(handle: DbHandle): { db: Db; down: () => void; up: () => void } {
  let away = false;
  const client = (handle.db as unknown as { $client: object }).$client;
  const proxy = new Proxy(client, {
    get(target, key) {
      if (away && CUT.has(String(key))) return () => Promise.reject(refused());
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const db = handle.kind === 'pglite' ? drizzlePglite(proxy as PGlite, { schema }) : (drizzlePg(proxy as pg.Pool, { schema }) as unknown as Db);
  return { db, down: () => void (away = true), up: () => void (away = false) };
}

const TTL_MS = 5000;
let handle: DbHandle;
let app: FastifyInstance;
let database: ReturnType<typeof switchable>;
const clock = createTestClock();
const lines: string[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  database = switchable(handle);
  const config = testConfig({ SEARCH_CACHE_TTL_MS: TTL_MS, LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
  app = await buildApp({ config, db: database.db, now: clock.now, logTo: { write: (line) => lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const search = (q: string) => app.inject({ url: `/api/gyms.php?action=search&q=${q}` });
const logged = (text: string) => lines.filter((line) => line.includes(text)).length;

describe('the database goes away, then comes back', () => {
  it('answers 503 with Retry-After and a clear message, serves kept searches, and logs the outage once', async () => {
    await createGym(handle.db, { id: 'kept', area: 'Juhu' });
    expect((await search('juhu')).statusCode).toBe(200);
    // Past the answer's lifetime: only the outage lets it be served.
    clock.advance(TTL_MS + 1);
    database.down();
    const [kept, unknown, gym, ready, health] = await Promise.all([
      search('juhu'),
      search('andheri'),
      app.inject({ url: '/api/gyms.php?action=get&id=kept' }),
      app.inject({ url: '/api/ready' }),
      app.inject({ url: '/api/health' }),
    ]);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.items.map((g: { id: string }) => g.id)).toEqual(['kept']);
    for (const res of [unknown, gym]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ status: 'Error', message: UNAVAILABLE_MESSAGE });
    }
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toBe('Not ready: database');
    expect(health.statusCode).toBe(200);
    expect(logged('database unavailable')).toBe(1);
    expect(logged('request failed')).toBe(0);

    database.up();
    await vi.waitFor(() => expect(logged('database answers again')).toBe(1), { timeout: 6000, interval: 100 });
    expect((await app.inject({ url: '/api/gyms.php?action=get&id=kept' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('a PostgreSQL that is not there (a closed port)', () => {
  it('fails with an error the server reads as "unavailable" (answered 503, not 500)', async () => {
    const dead = await openPostgres('postgres://postgres@127.0.0.1:1/test');
    try {
      const failure = await dead.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await dead.close();
    }
  });

  it('never keeps a request waiting long for a connection', () => {
    expect(POOL_TIMEOUTS.connectionTimeoutMillis).toBeLessThanOrEqual(2000);
  });
});

describe('what counts as "the database is unavailable"', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '08006', '08001', '57P01', '57P02', '57P03', '53300', '53100', 'ENOSPC'])('%s', (code) => {
    expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode(code) }))).toBe(true);
  });
  it.each(['Connection terminated unexpectedly', 'timeout exceeded when trying to connect', 'could not extend file: No space left on device'])('"%s"', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });
  it('not a refused write or a bad query', () => {
    for (const code of ['23505', '42P01', '57014', '22P02']) expect(isDatabaseUnavailable(withCode(code))).toBe(false);
  });
});
